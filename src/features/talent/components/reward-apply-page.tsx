import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FILING_LIMITS,
  formatFen,
  rewardCreateSchema,
  rewardTypeOf,
  TALENT_DICT_TYPES,
  type RewardApplication,
  type RewardTalent,
} from '@/contracts/talent';
import { DocumentUpload } from '@/components/document-upload/document-upload';
import { AttachmentList } from '@/components/document-upload/attachment-list';
import { notify } from '@/lib/notify';
import { useClickGuard } from '@/lib/use-click-guard';
import { createReward, fetchRewardList, fetchRewardTalents } from '../api';
import { useDictionary } from '../format';
import { usePagedList } from '../hooks/use-paged-list';
import { TALENT_PATHS } from '../paths';
import { FormField } from './form-field';
import { PagedTable } from './paged-table';
import { useRewardColumns } from './reward-columns';
import './talent.css';

interface RewardFormValues {
  talentId: number | undefined;
  rewardType: string;
  amount: string;
  applyReason: string;
  attachments: { filePath: string; url?: string; name?: string }[];
}
const EMPTY: RewardFormValues = { talentId: undefined, rewardType: '', amount: '', applyReason: '', attachments: [] };

/** /rewardapply/rewardapply: apply for a reward for an approved talent; the organisation's applications below. */
export function RewardApplyPage() {
  const { t } = useTranslation();
  const [talents, setTalents] = useState<RewardTalent[] | null>(null);
  const rewardTypes = useDictionary(TALENT_DICT_TYPES.rewardType);
  const { page, setPage, data, loading, reload } = usePagedList(fetchRewardList);
  const rewardColumns = useRewardColumns(rewardTypes.labelOf);
  useEffect(() => {
    fetchRewardTalents().then(setTalents, () => setTalents([]));
  }, []);

  const columns: TableColumnsType<RewardApplication> = [
    { key: 'talentName', dataIndex: 'talentName', title: t('talent.reward.fields.talent'), width: 110 },
    { key: 'idCard', dataIndex: 'idCard', title: t('talent.fields.idCard'), width: 190 },
    ...rewardColumns,
    {
      key: 'reviewReason',
      dataIndex: 'reviewReason',
      title: t('talent.fields.reviewReason'),
      ellipsis: true,
      render: (value: string | null) => value ?? '—',
    },
  ];

  return (
    <Row gutter={[16, 16]} className="talent-page">
      <Col span={24}>
        <Card title={t('talent.reward.formTitle')}>
          {talents === null ? null : talents.length === 0 ? (
            <Alert
              type="info"
              showIcon
              title={t('talent.reward.noTalents')}
              action={<Link to={TALENT_PATHS.common.list}>{t('talent.reward.goFiling')}</Link>}
            />
          ) : (
            <RewardForm
              talents={talents}
              rewardTypes={rewardTypes.entries}
              onCreated={() => (page === 1 ? void reload() : setPage(1))}
            />
          )}
        </Card>
      </Col>
      <Col span={24}>
        <Card title={t('talent.reward.listTitle')}>
          <PagedTable
            columns={columns}
            data={data}
            loading={loading}
            page={page}
            onPageChange={setPage}
            expandable={{
              expandedRowRender: (row) => (
                <div>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
                    <strong>{t('talent.reward.fields.applyReason')}：</strong>
                    {row.applyReason}
                  </Typography.Paragraph>
                  <AttachmentList files={row.attachments} />
                </div>
              ),
            }}
          />
        </Card>
      </Col>
    </Row>
  );
}

function RewardForm({
  talents,
  rewardTypes,
  onCreated,
}: {
  talents: RewardTalent[];
  rewardTypes: { code: string; value: string }[];
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const guard = useClickGuard();
  const {
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<RewardFormValues>({
    resolver: zodResolver(rewardCreateSchema) as unknown as Resolver<RewardFormValues>,
    defaultValues: EMPTY,
  });
  const type = rewardTypeOf(watch('rewardType'));
  const error = (name: keyof RewardFormValues) => errors[name]?.message as string | undefined;

  const submit = () =>
    guard.run(
      handleSubmit(async (values) => {
        try {
          await createReward({
            talentId: values.talentId ?? 0,
            rewardType: values.rewardType as never,
            amount: values.amount,
            applyReason: values.applyReason,
            attachments: values.attachments,
          });
          notify.success(t('talent.reward.submitted'));
          reset(EMPTY);
          onCreated();
        } catch {
          // toasted by the request layer
        }
      }),
    );

  return (
    <Form layout="vertical" component={false}>
      <form className="talent-form" noValidate onSubmit={(event) => event.preventDefault()}>
        <Row gutter={24}>
          <FormField id="reward-talent" label={t('talent.reward.fields.talent')} required error={error('talentId')}>
            <Controller
              name="talentId"
              control={control}
              render={({ field }) => (
                <Select
                  id="reward-talent"
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  placeholder={t('talent.placeholders.select')}
                  showSearch={{ optionFilterProp: 'label' }}
                  status={error('talentId') ? 'error' : undefined}
                  options={talents.map((talent) => ({
                    value: talent.id,
                    label: `${talent.name}（${t(`talent.kinds.${talent.kind}`)}，${talent.idCard}）`,
                  }))}
                />
              )}
            />
          </FormField>
          <FormField id="reward-type" label={t('talent.reward.fields.rewardType')} required error={error('rewardType')}>
            <Controller
              name="rewardType"
              control={control}
              render={({ field }) => (
                <Select
                  id="reward-type"
                  ref={field.ref}
                  value={field.value || undefined}
                  onChange={field.onChange}
                  placeholder={t('talent.placeholders.select')}
                  status={error('rewardType') ? 'error' : undefined}
                  options={rewardTypes.map((entry) => ({ value: entry.code, label: entry.value }))}
                />
              )}
            />
          </FormField>
          <FormField
            id="reward-amount"
            label={t('talent.reward.fields.amount')}
            required
            error={error('amount')}
            extra={type ? t('talent.reward.capHint', { cap: formatFen(type.capFen) }) : t('talent.reward.amountHint')}
          >
            <Controller
              name="amount"
              control={control}
              render={({ field }) => (
                <InputNumber<string>
                  id="reward-amount"
                  ref={field.ref}
                  stringMode
                  min="0"
                  step="100"
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  suffix={t('talent.reward.yuan')}
                  style={{ width: '100%' }}
                  status={error('amount') ? 'error' : undefined}
                />
              )}
            />
          </FormField>
          <FormField
            id="reward-reason"
            label={t('talent.reward.fields.applyReason')}
            required
            error={error('applyReason')}
            wide
          >
            <Controller
              name="applyReason"
              control={control}
              render={({ field }) => (
                <Input.TextArea
                  {...field}
                  id="reward-reason"
                  rows={3}
                  showCount
                  maxLength={FILING_LIMITS.applyReason}
                  placeholder={t('talent.reward.reasonPlaceholder')}
                />
              )}
            />
          </FormField>
          <FormField
            id="reward-files"
            label={t('talent.reward.fields.attachments')}
            required
            error={error('attachments')}
            extra={t('talent.reward.filesHint')}
            wide
          >
            <Controller
              name="attachments"
              control={control}
              render={({ field }) => (
                <DocumentUpload
                  id="reward-files"
                  limit={FILING_LIMITS.rewardFiles}
                  value={field.value}
                  onChange={field.onChange}
                  buttonText={t('talent.actions.uploadFiles')}
                  invalid={!!error('attachments')}
                />
              )}
            />
          </FormField>
        </Row>
        <div className="talent-form__actions">
          <Button autoInsertSpace={false} type="primary" htmlType="button" onClick={submit} disabled={guard.disabled}>
            {t('talent.reward.submit')}
          </Button>
          <Button autoInsertSpace={false} htmlType="button" onClick={() => reset(EMPTY)}>
            {t('talent.reward.reset')}
          </Button>
        </div>
      </form>
    </Form>
  );
}
