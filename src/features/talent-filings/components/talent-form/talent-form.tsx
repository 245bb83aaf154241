import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { talentDraftSchema, talentSubmitSchema, type TalentFormValues, type TalentKind } from '@/contracts/talent';
import { TALENT_PATHS } from '@/contracts/app-paths';
import { notify } from '@/lib/notify';
import { useClickGuard } from '@/lib/use-click-guard';
import { birthDateOfIdCard, genderOfIdCard, isValidIdCard } from '@/utils/id-card';
import { saveTalentDraft, submitTalent } from '../../api';
import { AttachmentsSection, BasicSection, GraduatesSection, HighSection, WorkSection } from './talent-sections';

type Mode = 'draft' | 'submit';

/** The filing form of a kind: its sections, then submit for review, save a draft, or go back. */
export function TalentForm({
  kind,
  id,
  initial,
  lastReason,
}: {
  kind: TalentKind;
  id: number | undefined;
  initial: TalentFormValues;
  lastReason: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mode = useRef<Mode>('submit');
  const draftGuard = useClickGuard();
  const submitGuard = useClickGuard();
  const paths = TALENT_PATHS[kind];

  // Drafts need only a name; submitting checks every rule of the kind (one contract with the server).
  const resolver = useMemo<Resolver<TalentFormValues>>(() => {
    const draft = zodResolver(talentDraftSchema) as unknown as Resolver<TalentFormValues>;
    const submit = zodResolver(talentSubmitSchema) as unknown as Resolver<TalentFormValues>;
    return (values, context, options) => (mode.current === 'draft' ? draft : submit)(values, context, options);
  }, []);
  const {
    control,
    handleSubmit,
    setValue,
    formState: { isSubmitted },
  } = useForm<TalentFormValues>({ resolver, defaultValues: initial, mode: 'onSubmit', reValidateMode: 'onChange' });

  // Each button's guard starts once the form passes that button's rules (DECISIONS D14).
  const send = (next: Mode) =>
    handleSubmit((values) =>
      (next === 'draft' ? draftGuard : submitGuard).run(async () => {
        const payload = { ...values, kind, ...(id ? { id } : {}) };
        try {
          if (next === 'draft') {
            const savedId = await saveTalentDraft(payload);
            notify.success(t('talent.messages.draftSaved'));
            if (savedId !== id) navigate(`${paths.registration}?id=${savedId}`, { replace: true });
          } else {
            const savedId = await submitTalent(payload);
            notify.success(t('talent.messages.submitted'));
            navigate(`${paths.detail}?id=${savedId}`);
          }
        } catch {
          // The request layer has shown the server's message.
        }
      }),
    );

  const onDraft = () => {
    mode.current = 'draft';
    return send('draft')();
  };
  const onSubmit = () => {
    mode.current = 'submit';
    return send('submit')();
  };

  /** A valid ID number fills in the birth date and the gender it encodes. */
  const onIdCard = (value: string) => {
    if (!isValidIdCard(value)) return;
    const birthDate = birthDateOfIdCard(value);
    const gender = genderOfIdCard(value);
    const validate = isSubmitted;
    if (birthDate) setValue('birthDate', birthDate, { shouldValidate: validate });
    if (gender) setValue('gender', gender, { shouldValidate: validate });
  };

  const sections = { control, kind };
  return (
    <Form layout="vertical" component={false}>
      <form className="talent-form" noValidate onSubmit={(event) => event.preventDefault()}>
        {lastReason && (
          <Alert
            type="warning"
            showIcon
            className="talent-form__alert"
            title={t('talent.messages.lastRejected', { reason: lastReason })}
            style={{ marginBottom: 16 }}
          />
        )}
        <Alert type="info" showIcon title={t('talent.hints.draft')} style={{ marginBottom: 16 }} />
        <BasicSection {...sections} onIdCard={onIdCard} />
        <WorkSection {...sections} />
        {kind === 'high' && <HighSection {...sections} />}
        {kind === 'graduates' && <GraduatesSection {...sections} />}
        <AttachmentsSection {...sections} />
        <div className="talent-form__actions">
          <Button
            autoInsertSpace={false}
            type="primary"
            htmlType="button"
            onClick={onSubmit}
            disabled={submitGuard.disabled}
          >
            {t('talent.actions.submit')}
          </Button>
          <Button autoInsertSpace={false} htmlType="button" onClick={onDraft} disabled={draftGuard.disabled}>
            {t('talent.actions.saveDraft')}
          </Button>
          <Button autoInsertSpace={false} htmlType="button" type="link" onClick={() => navigate(paths.list)}>
            {t('talent.actions.back')}
          </Button>
        </div>
      </form>
    </Form>
  );
}
