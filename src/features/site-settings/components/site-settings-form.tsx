import { useForm, useFieldArray, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Button, Col, Form, Row, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@/contracts/site-defaults';
import { siteSettingsSchema, type SiteSettingsInput } from '@/contracts/site-settings';
import { FormField } from '@/components/form-field';
import { notify } from '@/lib/notify';
import { useClickGuard } from '@/lib/use-click-guard';
import { saveSiteSettings } from '../api';

const MAX_OFFICES = 6;

type Fields = Control<SiteSettingsInput, unknown, SiteSettings>;

function Section({ title }: { title: string }) {
  return (
    <Typography.Title level={5} className="site-settings__section">
      {title}
    </Typography.Title>
  );
}

function Offices({ control }: { control: Fields }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'offices' });
  return (
    <>
      {fields.map((office, index) => (
        <fieldset key={office.id} className="site-settings__office">
          <legend>{t('management.site.officeTitle', { index: index + 1 })}</legend>
          <Row gutter={16}>
            <Col xs={24} md={6}>
              <FormField
                control={control}
                name={`offices.${index}.city`}
                label={t('management.site.fields.officeCity')}
                id={`site-office-${index}-city`}
                required
                maxLength={20}
              />
            </Col>
            <Col xs={24} md={12}>
              <FormField
                control={control}
                name={`offices.${index}.address`}
                label={t('management.site.fields.officeAddress')}
                id={`site-office-${index}-address`}
                required
                maxLength={100}
              />
            </Col>
            <Col xs={24} md={6}>
              <FormField
                control={control}
                name={`offices.${index}.phone`}
                label={t('management.site.fields.officePhone')}
                id={`site-office-${index}-phone`}
                required
                maxLength={20}
              />
            </Col>
          </Row>
          {fields.length > 1 && (
            <Button
              type="link"
              danger
              size="small"
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('management.site.removeOfficeOf', { index: index + 1 })}
              onClick={() => remove(index)}
            >
              {t('management.site.removeOffice')}
            </Button>
          )}
        </fieldset>
      ))}
      {fields.length < MAX_OFFICES && (
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() => append({ city: '', address: '', phone: '' })}
          className="site-settings__add"
        >
          {t('management.site.addOffice')}
        </Button>
      )}
    </>
  );
}

/**
 * The site facts as one form (D13): validated by the shared contract (its Chinese messages under each field), saved
 * whole. `onSaved` gets what the server stored, for the live site in this tab and the next edit.
 */
export function SiteSettingsForm({
  initial,
  onSaved,
}: {
  initial: SiteSettings;
  onSaved: (saved: SiteSettings) => void;
}) {
  const { t } = useTranslation();
  const guard = useClickGuard();
  const { control, handleSubmit, reset, formState } = useForm<SiteSettingsInput, unknown, SiteSettings>({
    resolver: zodResolver(siteSettingsSchema),
    defaultValues: initial,
  });
  const save = useMutation({
    mutationFn: async (values: SiteSettings) => ({ values, message: await saveSiteSettings(values) }),
    onSuccess: ({ values, message }) => {
      notify.success(message);
      reset(values);
      onSaved(values);
    },
  });
  const submit = handleSubmit((values) => guard.run(() => save.mutateAsync(values).catch(() => undefined)));
  const year = new Date().getFullYear();
  const text = (name: Exclude<keyof SiteSettings, 'offices' | 'examples'>, max: number, extra?: string) => (
    <FormField
      control={control}
      name={name}
      label={t(`management.site.fields.${name}`)}
      id={`site-${name}`}
      required={!name.endsWith('Url')}
      maxLength={max}
      extra={extra}
      column="half"
    />
  );

  return (
    <Form layout="vertical" component={false}>
      <form
        className="site-settings"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('route.opssite')}
      >
        <Section title={t('management.site.sections.company')} />
        <Row gutter={16}>
          {text('companyName', 50)}
          {text('techSupport', 50)}
          {text('copyright', 100, t('management.site.hints.copyright', { year }))}
        </Row>
        <Section title={t('management.site.sections.hotline')} />
        <Row gutter={16}>
          {text('hotline', 20)}
          {text('hotlineHours', 30, t('management.site.hints.hotlineHours'))}
          {text('serviceEmail', 100, t('management.site.hints.serviceEmail'))}
        </Row>
        <Section title={t('management.site.sections.offices')} />
        <Offices control={control} />
        <Section title={t('management.site.sections.park')} />
        <Row gutter={16}>
          {text('parkName', 50)}
          {text('parkAddress', 100)}
        </Row>
        <Section title={t('management.site.sections.filing')} />
        <Row gutter={16}>
          {text('icpRecord', 50)}
          {text('icpUrl', 300, t('management.site.hints.url'))}
          {text('policeRecord', 50)}
          {text('policeUrl', 300, t('management.site.hints.url'))}
        </Row>
        <Section title={t('management.site.sections.marks')} />
        <FormField
          control={control}
          name="examples"
          label={t('management.site.fields.examples')}
          id="site-examples"
          extra={t('management.site.hints.examples')}
          render={(field) => (
            <Switch
              id={field.id}
              ref={field.ref}
              checked={field.value === true}
              onChange={(checked) => field.onChange(checked)}
            />
          )}
        />
        <div className="site-settings__actions">
          <Button
            type="primary"
            htmlType="submit"
            autoInsertSpace={false}
            disabled={guard.disabled}
            loading={guard.disabled}
          >
            {t('management.site.save')}
          </Button>
          <Button autoInsertSpace={false} disabled={!formState.isDirty} onClick={() => reset()}>
            {t('management.site.undo')}
          </Button>
        </div>
      </form>
    </Form>
  );
}
