import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { notify } from '@/lib/notify';
import { passwordRefusal } from '@/lib/password-refusal';
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
    setError,
    formState: { isSubmitting },
  } = useForm<ChangePasswordForm>({ resolver: zodResolver(schema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ oldPassword, password }) => {
    try {
      const message = await changePassword({ oldPassword, password });
      notify.success(message || t('account.success'));
      reset(EMPTY);
    } catch (error) {
      // The request layer has shown the server's message (e.g. a wrong current password); a common password is
      // also marked on its field.
      const refusal = passwordRefusal(error);
      if (refusal) setError('password', { type: 'server', message: refusal }, { shouldFocus: true });
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
        {fields.map(({ name, label, autoComplete, ...rest }) => (
          <FormField
            key={name}
            control={control}
            name={name}
            id={`change-password-${name}`}
            label={label}
            required
            extra={'extra' in rest ? rest.extra : undefined}
            render={(input, error) => (
              <Input.Password {...input} maxLength={20} autoComplete={autoComplete} aria-invalid={!!error} />
            )}
          />
        ))}
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
