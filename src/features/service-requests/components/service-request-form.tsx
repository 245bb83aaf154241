import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AutoComplete, Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SERVICE_KINDS, type ServiceRequest } from '@/contracts/service';
import { notify } from '@/lib/notify';
import { useClickGuard } from '@/lib/use-click-guard';
import { createServiceRequest } from '../api';
import { serviceRequestFormSchema, type ServiceRequestForm } from '../schema';
import { choiceProps, FormField } from '@/components/form-field';

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
  const { control, handleSubmit, reset } = useForm<ServiceRequestForm>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
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

  return (
    <Form layout="vertical" component={false}>
      <form onSubmit={onSubmit} noValidate className="service-request-form">
        <FormField
          name="kind"
          control={control}
          label={t('management.service.kind')}
          id="service-kind"
          required
          render={(field, error) => (
            <Select
              {...choiceProps(field, error)}
              placeholder={t('management.service.kindRequired')}
              options={SERVICE_KINDS.map((kind) => ({
                value: kind.value,
                label: t(`management.service.kinds.${kind.value}`),
              }))}
            />
          )}
        />
        <FormField
          name="description"
          control={control}
          label={t('management.service.description')}
          id="service-description"
          required
          render={(field, error) => (
            <Input.TextArea
              {...field}
              id="service-description"
              rows={5}
              maxLength={2000}
              showCount
              placeholder={t('management.service.descriptionPlaceholder')}
              aria-invalid={!!error}
            />
          )}
        />
        <FormField
          name="contactTime"
          control={control}
          label={t('management.service.contactTime')}
          id="service-contact-time"
          render={(field, error) => (
            <AutoComplete
              {...choiceProps(field, error)}
              options={timeOptions}
              filterOption={(input, option) => !!option?.value.includes(input.trim())}
              maxLength={50}
              placeholder={t('management.service.contactTimePlaceholder')}
              allowClear
            />
          )}
        />
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
