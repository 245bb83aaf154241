import { useCallback, useEffect, useState } from 'react';
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
  Table,
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
  type RewardList,
  type RewardStatus,
  type RewardTalent,
} from '@/contracts/talent';
import { DocumentUpload } from '@/components/document-upload/document-upload';
import { AttachmentList } from '@/components/document-upload/attachment-list';
import { notify } from '@/lib/notify';
import { useClickGuard } from '@/lib/use-click-guard';
import { createReward, fetchRewardList, fetchRewardTalents } from '../api';
import { formatIso, useDictionary } from '../format';
import { TALENT_PATHS } from '../paths';
import { FormField } from './form-field';
import { RewardStatusTag } from './reward-status-tag';
import './talent.css';

const PAGE_SIZE = 10;

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
  const [list, setList] = useState<RewardList | null>(null);
  const [loading, setLoading] = useState(false);
  const [page, setPage] = useState(1);
  const rewardTypes = useDictionary(TALENT_DICT_TYPES.rewardType);

  const loadList = useCallback(async () => {
    setLoading(true);
    try {
      setList(await fetchRewardList({ currPage: page, limit: PAGE_SIZE }));
    } catch {
      // toasted by the request layer
    } finally {
      setLoading(false);
    }
  }, [page]);
  useEffect(() => {
    void loadList();
  }, [loadList]);
  useEffect(() => {
    fetchRewardTalents().then(setTalents, () => setTalents([]));
  }, []);

  const columns: TableColumnsType<RewardApplication> = [
    { key: 'talentName', dataIndex: 'talentName', title: t('talent.reward.fields.talent'), width: 110 },
    { key: 'idCard', dataIndex: 'idCard', title: t('talent.fields.idCard'), width: 190 },
    {
      key: 'rewardType',
      dataIndex: 'rewardType',
      title: t('talent.reward.fields.rewardType'),
      width: 110,
      render: (value: string) => rewardTypes.labelOf(value),
    },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: `${t('talent.reward.fields.amount')}（${t('talent.reward.yuan')}）`,
      width: 140,
      align: 'right',
    },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('talent.reward.fields.createdAt'),
      width: 150,
      render: (value: string) => formatIso(value),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('talent.fields.status'),
      width: 100,
      render: (value: RewardStatus) => <RewardStatusTag status={value} />,
    },
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
              onCreated={() => (page === 1 ? void loadList() : setPage(1))}
            />
          )}
        </Card>
      </Col>
      <Col span={24}>
        <Card title={t('talent.reward.listTitle')}>
          <Table<RewardApplication>
            rowKey="id"
            size="middle"
            loading={loading}
            columns={columns}
            dataSource={list?.list ?? []}
            scroll={{ x: 'max-content' }}
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
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: list?.total ?? 0,
              showSizeChanger: false,
              showTotal: (count) => t('talent.messages.total', { total: count }),
              onChange: setPage,
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
