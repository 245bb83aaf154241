import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AutoComplete, Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SERVICE_KINDS, type ServiceRequest } from '@/contracts/service';
import { notify } from '@/lib/notify';
import { useClickGuard } from '@/lib/use-click-guard';
import { createServiceRequest } from '../api';
import { serviceRequestFormSchema, type ServiceRequestForm } from '../schema';

const EMPTY = { kind: undefined, description: '', contactTime: '' } as unknown as ServiceRequestForm;

/** Sends a service invitation (DECISIONS D7): kind, description (required, ≤ 2000), preferred contact time. */
export function ServiceRequestFormCard({ onSent }: { onSent: (request: ServiceRequest) => void }) {
  const { t, i18n } = useTranslation();
  const guard = useClickGuard();
  const schema = useMemo(
    () =>
      serviceRequestFormSchema({
        kindRequired: t('management.service.kindRequired'),
        descriptionRequired: t('management.service.descriptionRequired'),
        descriptionMax: t('management.service.descriptionMax'),
        contactTimeMax: t('management.service.contactTimeMax'),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ServiceRequestForm>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const contactTimes = t('management.service.contactTimes', { returnObjects: true }) as unknown;
  const timeOptions = Array.isArray(contactTimes) ? (contactTimes as string[]).map((value) => ({ value })) : [];

  const onSubmit = handleSubmit((values) =>
    guard.run(async () => {
      try {
        const { request, msg } = await createServiceRequest({
          kind: values.kind,
          description: values.description.trim(),
          contactTime: (values.contactTime ?? '').trim(),
        });
        notify.success(msg || t('management.service.sent'));
        reset(EMPTY);
        onSent(request);
      } catch {
        // The request layer showed the server's message.
      }
    }),
  );

  const errorOf = (name: keyof ServiceRequestForm) => errors[name]?.message;

  return (
    <Form layout="vertical" component={false}>
      <form onSubmit={onSubmit} noValidate className="service-request-form">
        <Form.Item
          label={<label htmlFor="service-kind">{t('management.service.kind')}</label>}
          required
          validateStatus={errorOf('kind') ? 'error' : undefined}
          help={errorOf('kind')}
        >
          <Controller
            name="kind"
            control={control}
            render={({ field }) => (
              <Select
                id="service-kind"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={t('management.service.kindRequired')}
                options={SERVICE_KINDS.map((kind) => ({
                  value: kind.value,
                  label: t(`management.service.kinds.${kind.value}`),
                }))}
              />
            )}
          />
        </Form.Item>
        <Form.Item
          label={<label htmlFor="service-description">{t('management.service.description')}</label>}
          required
          validateStatus={errorOf('description') ? 'error' : undefined}
          help={errorOf('description')}
        >
          <Controller
            name="description"
            control={control}
            render={({ field }) => (
              <Input.TextArea
                {...field}
                id="service-description"
                rows={5}
                maxLength={2000}
                showCount
                placeholder={t('management.service.descriptionPlaceholder')}
                aria-invalid={!!errorOf('description')}
              />
            )}
          />
        </Form.Item>
        <Form.Item
          label={<label htmlFor="service-contact-time">{t('management.service.contactTime')}</label>}
          validateStatus={errorOf('contactTime') ? 'error' : undefined}
          help={errorOf('contactTime')}
        >
          <Controller
            name="contactTime"
            control={control}
            render={({ field }) => (
              <AutoComplete
                id="service-contact-time"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                options={timeOptions}
                filterOption={(input, option) => !!option?.value.includes(input.trim())}
                maxLength={50}
                placeholder={t('management.service.contactTimePlaceholder')}
                allowClear
              />
            )}
          />
        </Form.Item>
        <Button
          autoInsertSpace={false}
          type="primary"
          htmlType="submit"
          disabled={guard.disabled}
          loading={guard.disabled}
        >
          {t('management.service.send')}
        </Button>
      </form>
    </Form>
  );
}
