import { useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { REWARD_LIMITS, formatFen, rewardCreateSchema, rewardTypeOf, type RewardTalent } from '@/contracts/reward';
import { DocumentUpload } from '@/components/document-upload/document-upload';
import { choiceProps, filesProps, FormField } from '@/components/form-field';
import { notify } from '@/lib/notify';
import { useClickGuard } from '@/lib/use-click-guard';
import { createReward } from '../api';

interface RewardFormValues {
  talentId: number | undefined;
  rewardType: string;
  amount: string;
  applyReason: string;
  attachments: { filePath: string; url?: string; name?: string }[];
}
const EMPTY: RewardFormValues = { talentId: undefined, rewardType: '', amount: '', applyReason: '', attachments: [] };

/** The application form: which talent, which reward, how much (within the type's cap), why, and the documents. */
export function RewardForm({
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
  const { control, handleSubmit, reset } = useForm<RewardFormValues>({
    resolver: zodResolver(rewardCreateSchema) as unknown as Resolver<RewardFormValues>,
    defaultValues: EMPTY,
  });

  // The guard starts once the application passes validation (DECISIONS D14).
  const submit = handleSubmit((values) =>
    guard.run(async () => {
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
          <ChoiceSection control={control} talents={talents} rewardTypes={rewardTypes} />
          <AmountField control={control} />
          <ReasonSection control={control} />
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

type RewardControl = Control<RewardFormValues>;

/** The approved talent and the reward type (dictionary 7). */
function ChoiceSection({
  control,
  talents,
  rewardTypes,
}: {
  control: RewardControl;
  talents: RewardTalent[];
  rewardTypes: { code: string; value: string }[];
}) {
  const { t } = useTranslation();
  const choice = (
    name: 'talentId' | 'rewardType',
    id: string,
    options: { value: number | string; label: string }[],
    searchable = false,
  ) => (
    <FormField
      control={control}
      name={name}
      id={id}
      label={t(`talent.reward.fields.${name === 'talentId' ? 'talent' : name}`)}
      required
      column="half"
      render={(field, error) => (
        <Select
          {...choiceProps(field, error)}
          placeholder={t('talent.placeholders.select')}
          showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
          options={options}
        />
      )}
    />
  );
  return (
    <>
      {choice(
        'talentId',
        'reward-talent',
        talents.map((talent) => ({
          value: talent.id,
          label: `${talent.name}（${t(`talent.kinds.${talent.kind}`)}，${talent.idCard}）`,
        })),
        true,
      )}
      {choice(
        'rewardType',
        'reward-type',
        rewardTypes.map((entry) => ({ value: entry.code, label: entry.value })),
      )}
    </>
  );
}

/** The amount in yuan; the hint names the chosen type's cap. */
function AmountField({ control }: { control: RewardControl }) {
  const { t } = useTranslation();
  const type = rewardTypeOf(useWatch({ control, name: 'rewardType' }));
  return (
    <FormField
      control={control}
      name="amount"
      id="reward-amount"
      label={t('talent.reward.fields.amount')}
      required
      extra={type ? t('talent.reward.capHint', { cap: formatFen(type.capFen) }) : t('talent.reward.amountHint')}
      column="half"
      render={(field, error) => (
        <InputNumber<string>
          id={field.id}
          ref={field.ref}
          stringMode
          min="0"
          step="100"
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          suffix={t('talent.reward.yuan')}
          style={{ width: '100%' }}
          status={error ? 'error' : undefined}
        />
      )}
    />
  );
}

/** Why, and the supporting documents. */
function ReasonSection({ control }: { control: RewardControl }) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        control={control}
        name="applyReason"
        id="reward-reason"
        label={t('talent.reward.fields.applyReason')}
        required
        column="wide"
        render={(field) => (
          <Input.TextArea
            {...field}
            rows={3}
            showCount
            maxLength={REWARD_LIMITS.applyReason}
            placeholder={t('talent.reward.reasonPlaceholder')}
          />
        )}
      />
      <FormField
        control={control}
        name="attachments"
        id="reward-files"
        label={t('talent.reward.fields.attachments')}
        required
        extra={t('talent.reward.filesHint')}
        column="wide"
        render={(field, error) => (
          <DocumentUpload
            {...filesProps(field, error)}
            limit={REWARD_LIMITS.files}
            buttonText={t('talent.actions.uploadFiles')}
          />
        )}
      />
    </>
  );
}
