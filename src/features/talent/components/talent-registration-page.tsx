import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, DatePicker, Form, Input, Radio, Result, Row, Select, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  DEGREES,
  EDITABLE_STATUSES,
  EDUCATIONS,
  emptyTalentForm,
  FILING_LIMITS,
  GENDERS,
  TALENT_DICT_TYPES,
  talentDraftSchema,
  talentSubmitSchema,
  type TalentDetail,
  type TalentFormValues,
  type TalentKind,
} from '@/contracts/talent';
import { PictureUpload } from '@/components/picture-upload/picture-upload';
import { DocumentUpload } from '@/components/document-upload/document-upload';
import { notify } from '@/lib/notify';
import { useClickGuard } from '@/lib/use-click-guard';
import { birthDateOfIdCard, genderOfIdCard, isValidIdCard, todayString } from '@/utils/id-card';
import { fetchTalentDetail, saveTalentDraft, submitTalent } from '../api';
import { useDictionary } from '../format';
import { TALENT_PATHS } from '../paths';
import { FormField } from './form-field';
import './talent.css';

type Mode = 'draft' | 'submit';

function formValuesOf(detail: TalentDetail): TalentFormValues {
  const { kind } = detail;
  const empty = emptyTalentForm(kind);
  const picked = Object.fromEntries(
    Object.keys(empty).map((key) => [key, detail[key as keyof TalentDetail] ?? empty[key as keyof TalentFormValues]]),
  );
  return { ...empty, ...picked, kind } as TalentFormValues;
}

/** Registration page of a kind: new (no id) or edit of a draft / rejected filing (?id=). */
export function TalentRegistrationPage({ kind }: { kind: TalentKind }) {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  // A new id (after the first draft save, or another filing) starts a fresh form.
  return <TalentRegistration key={`${kind}:${id ?? 'new'}`} kind={kind} id={id} />;
}

function TalentRegistration({ kind, id }: { kind: TalentKind; id: number | undefined }) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<TalentDetail | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    fetchTalentDetail(id).then(
      (data) => !cancelled && setDetail(data),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [id]);

  const title = t(id ? 'talent.editTitle' : 'talent.registrationTitle', { kind: t(`talent.kinds.${kind}`) });
  if (id && failed)
    return (
      <Card title={title}>
        <Result
          status="warning"
          title={t('talent.messages.loadFailed')}
          extra={<Link to={TALENT_PATHS[kind].list}>{t('talent.actions.back')}</Link>}
        />
      </Card>
    );
  if (id && !detail)
    return (
      <Card title={title}>
        <Skeleton active />
      </Card>
    );
  if (detail && (detail.kind !== kind || !EDITABLE_STATUSES.includes(detail.status)))
    return (
      <Card title={title}>
        <Result
          status="info"
          title={t('talent.messages.readOnly', { status: t(`talent.status.${detail.status}`) })}
          extra={<Link to={`${TALENT_PATHS[detail.kind].detail}?id=${detail.id}`}>{t('talent.actions.view')}</Link>}
        />
      </Card>
    );
  return (
    <Card title={title} className="talent-page">
      <TalentForm
        kind={kind}
        id={id}
        initial={detail ? formValuesOf(detail) : emptyTalentForm(kind)}
        lastReason={detail?.reviewReason ?? null}
      />
    </Card>
  );
}

function TalentForm({
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
  const categories = useDictionary(TALENT_DICT_TYPES.talentCategory);
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
    formState: { errors, isSubmitted },
  } = useForm<TalentFormValues>({ resolver, defaultValues: initial, mode: 'onSubmit', reValidateMode: 'onChange' });
  const error = (name: keyof TalentFormValues) => errors[name]?.message as string | undefined;

  const send = (next: Mode) =>
    handleSubmit(async (values) => {
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
    });

  const onDraft = () =>
    draftGuard.run(async () => {
      mode.current = 'draft';
      await send('draft')();
    });
  const onSubmit = () =>
    submitGuard.run(async () => {
      mode.current = 'submit';
      await send('submit')();
    });

  /** A valid ID number fills in the birth date and the gender it encodes. */
  const onIdCard = (value: string) => {
    if (!isValidIdCard(value)) return;
    const birthDate = birthDateOfIdCard(value);
    const gender = genderOfIdCard(value);
    const validate = isSubmitted;
    if (birthDate) setValue('birthDate', birthDate, { shouldValidate: validate });
    if (gender) setValue('gender', gender, { shouldValidate: validate });
  };

  const today = todayString();
  const thisYear = Number(today.slice(0, 4));
  const years = Array.from({ length: thisYear - 1950 + 1 }, (_, index) => String(thisYear - index));
  const fid = (name: string) => `talent-${kind}-${name}`;
  const select = t('talent.placeholders.select');

  const text = (
    name: 'name' | 'mobile' | 'email' | 'major' | 'jobTitle' | 'position' | 'school' | 'diplomaNumber',
    max: number,
    required = true,
    extra?: string,
  ) => (
    <FormField id={fid(name)} label={t(`talent.fields.${name}`)} required={required} error={error(name)} extra={extra}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <Input {...field} id={fid(name)} maxLength={max} aria-invalid={!!error(name)} autoComplete="off" />
        )}
      />
    </FormField>
  );

  const date = (name: 'birthDate' | 'entryDate') => (
    <FormField id={fid(name)} label={t(`talent.fields.${name}`)} required error={error(name)}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <DatePicker
            id={fid(name)}
            ref={field.ref}
            value={field.value ? dayjs(field.value) : null}
            onChange={(value) => field.onChange(value ? value.format('YYYY-MM-DD') : '')}
            onBlur={field.onBlur}
            format="YYYY-MM-DD"
            placeholder={t('talent.placeholders.date')}
            disabledDate={(current) => current.format('YYYY-MM-DD') > today}
            status={error(name) ? 'error' : undefined}
          />
        )}
      />
    </FormField>
  );

  const choice = (
    name: 'education' | 'talentCategory' | 'degree' | 'graduationYear',
    options: { value: string; label: string }[],
  ) => (
    <FormField id={fid(name)} label={t(`talent.fields.${name}`)} required error={error(name)}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <Select
            id={fid(name)}
            ref={field.ref}
            value={field.value || undefined}
            onChange={(value: string | undefined) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            options={options}
            placeholder={select}
            showSearch={name === 'graduationYear' ? { optionFilterProp: 'label' } : false}
            status={error(name) ? 'error' : undefined}
          />
        )}
      />
    </FormField>
  );

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

        <div className="talent-form__section">{t('talent.sections.basic')}</div>
        <Row gutter={24}>
          {text('name', FILING_LIMITS.name)}
          <FormField
            id={fid('idCard')}
            label={t('talent.fields.idCard')}
            required
            error={error('idCard')}
            extra={t('talent.hints.idCard')}
          >
            <Controller
              name="idCard"
              control={control}
              render={({ field }) => (
                <Input
                  {...field}
                  id={fid('idCard')}
                  maxLength={18}
                  autoComplete="off"
                  aria-invalid={!!error('idCard')}
                  onChange={(event) => {
                    const value = event.target.value.toUpperCase();
                    field.onChange(value);
                    onIdCard(value);
                  }}
                />
              )}
            />
          </FormField>
          <FormField id={fid('gender')} label={t('talent.fields.gender')} required error={error('gender')}>
            <Controller
              name="gender"
              control={control}
              render={({ field }) => (
                <Radio.Group
                  id={fid('gender')}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  options={GENDERS.map((value) => ({ value, label: t(`talent.gender.${value}`) }))}
                />
              )}
            />
          </FormField>
          {date('birthDate')}
          {text('mobile', 11)}
          {text('email', FILING_LIMITS.email)}
        </Row>

        <div className="talent-form__section">{t('talent.sections.work')}</div>
        <Row gutter={24}>
          {choice(
            'education',
            EDUCATIONS.map((value) => ({ value, label: t(`talent.education.${value}`) })),
          )}
          {text('major', FILING_LIMITS.text)}
          {text('jobTitle', FILING_LIMITS.text, false)}
          {text('position', FILING_LIMITS.text)}
          {date('entryDate')}
        </Row>

        {kind === 'high' && (
          <>
            <div className="talent-form__section">{t('talent.sections.high')}</div>
            <Row gutter={24}>
              {choice(
                'talentCategory',
                categories.entries.map((entry) => ({ value: entry.code, label: entry.value })),
              )}
              <FormField
                id={fid('achievements')}
                label={t('talent.fields.achievements')}
                required
                error={error('achievements')}
                wide
              >
                <Controller
                  name="achievements"
                  control={control}
                  render={({ field }) => (
                    <Input.TextArea
                      {...field}
                      id={fid('achievements')}
                      rows={4}
                      showCount
                      maxLength={FILING_LIMITS.achievements}
                      placeholder={t('talent.placeholders.achievements')}
                      aria-invalid={!!error('achievements')}
                    />
                  )}
                />
              </FormField>
            </Row>
          </>
        )}

        {kind === 'graduates' && (
          <>
            <div className="talent-form__section">{t('talent.sections.graduates')}</div>
            <Row gutter={24}>
              {text('school', FILING_LIMITS.text)}
              {choice(
                'graduationYear',
                years.map((value) => ({ value, label: value })),
              )}
              {choice(
                'degree',
                DEGREES.map((value) => ({ value, label: t(`talent.degree.${value}`) })),
              )}
              {text('diplomaNumber', 30)}
            </Row>
          </>
        )}

        <div className="talent-form__section">{t('talent.sections.attachments')}</div>
        <Row gutter={24}>
          <FormField
            id={fid('resumeFiles')}
            label={t('talent.fields.resumeFiles')}
            required
            error={error('resumeFiles')}
            extra={t('talent.hints.resume')}
          >
            <Controller
              name="resumeFiles"
              control={control}
              render={({ field }) => (
                <DocumentUpload
                  id={fid('resumeFiles')}
                  limit={FILING_LIMITS.resumeFiles}
                  value={field.value}
                  onChange={field.onChange}
                  buttonText={t('talent.actions.uploadResume')}
                  invalid={!!error('resumeFiles')}
                />
              )}
            />
          </FormField>
          {kind === 'high' && (
            <FormField
              id={fid('supportingFiles')}
              label={t('talent.fields.supportingFiles')}
              required
              error={error('supportingFiles')}
              extra={t('talent.hints.supporting')}
            >
              <Controller
                name="supportingFiles"
                control={control}
                render={({ field }) => (
                  <DocumentUpload
                    id={fid('supportingFiles')}
                    limit={FILING_LIMITS.supportingFiles}
                    value={field.value}
                    onChange={field.onChange}
                    buttonText={t('talent.actions.uploadSupporting')}
                    invalid={!!error('supportingFiles')}
                  />
                )}
              />
            </FormField>
          )}
          <FormField
            id={fid('certificateFiles')}
            label={t('talent.fields.certificateFiles')}
            required
            error={error('certificateFiles')}
            extra={t('talent.hints.certificate')}
            wide
          >
            <Controller
              name="certificateFiles"
              control={control}
              render={({ field }) => (
                <PictureUpload
                  id={fid('certificateFiles')}
                  limit={FILING_LIMITS.certificateFiles}
                  value={field.value}
                  onChange={field.onChange}
                  buttonText={t('talent.actions.uploadCertificate')}
                  invalid={!!error('certificateFiles')}
                />
              )}
            />
          </FormField>
        </Row>

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
