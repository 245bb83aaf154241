import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { changePassword } from '../api';
import { changePasswordFormSchema, type ChangePasswordForm } from '../schema';

const EMPTY: ChangePasswordForm = { oldPassword: '', password: '', confirmPassword: '' };

/** Account management: change password (old, new, confirm; SPEC §5 password rule). */
export function ChangePasswordFormCard() {
  const { t, i18n } = useTranslation();
  const schema = useMemo(
    () =>
      changePasswordFormSchema({
        oldRequired: t('account.validation.oldRequired'),
        passwordRequired: t('account.validation.passwordRequired'),
        passwordRule: t('account.validation.passwordRule'),
        confirmRequired: t('account.validation.confirmRequired'),
        confirmMismatch: t('account.validation.confirmMismatch'),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(schema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ oldPassword, password }) => {
    try {
      const message = await changePassword({ oldPassword, password });
      notify.success(message || t('account.success'));
      reset(EMPTY);
    } catch {
      // The request layer has shown the server's message (e.g. a wrong current password).
    }
  });

  const fields = [
    { name: 'oldPassword', label: t('account.oldPassword'), autoComplete: 'current-password' },
    {
      name: 'password',
      label: t('account.newPassword'),
      autoComplete: 'new-password',
      extra: t('account.passwordHint'),
    },
    { name: 'confirmPassword', label: t('account.confirmPassword'), autoComplete: 'new-password' },
  ] as const;

  return (
    <Form layout="vertical" component={false}>
      <form onSubmit={onSubmit} noValidate className="change-password-form">
        {fields.map((field) => {
          const error = errors[field.name]?.message;
          const id = `change-password-${field.name}`;
          return (
            <Form.Item
              key={field.name}
              label={<label htmlFor={id}>{field.label}</label>}
              required
              validateStatus={error ? 'error' : undefined}
              help={error}
              extra={'extra' in field ? field.extra : undefined}
            >
              <Controller
                name={field.name}
                control={control}
                render={({ field: input }) => (
                  <Input.Password
                    {...input}
                    id={id}
                    maxLength={20}
                    autoComplete={field.autoComplete}
                    aria-invalid={!!error}
                  />
                )}
              />
            </Form.Item>
          );
        })}
        <Space>
          <Button type="primary" htmlType="submit" loading={isSubmitting}>
            {t('account.submit')}
          </Button>
          <Button onClick={() => reset(EMPTY)}>{t('account.reset')}</Button>
        </Space>
      </form>
    </Form>
  );
}
