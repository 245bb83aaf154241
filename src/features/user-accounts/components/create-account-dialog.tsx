import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_MESSAGES,
  SET_PASSWORD_LINK_HOURS,
  STAFF_ROLES,
  accountCreateSchema,
  type AccountCreateInput,
  type AccountCreatePayload,
} from '@/contracts/accounts';
import { ApiCode } from '@/contracts/codes';
import { choiceProps, FormField } from '@/components/form-field';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/request';
import { useClickGuard } from '@/lib/use-click-guard';
import { createAccount } from '../api';

const EMPTY: AccountCreateInput = { username: '', orgName: '', email: '', phone: '', role: 'reviewer' };

/** The field each 10007 (already used) names; the message of a simultaneous creation names none. */
const DUPLICATE_FIELD: Record<string, keyof AccountCreateInput> = {
  [ACCOUNT_MESSAGES.usernameTaken]: 'username',
  [ACCOUNT_MESSAGES.emailTaken]: 'email',
  [ACCOUNT_MESSAGES.phoneTaken]: 'phone',
};

/**
 * Creates a reviewer or admin account (D8): no password is set here; the server mails a single-use set-password link
 * valid 24 hours, and the list shows the account as 待激活 until it is used.
 */
export function CreateAccountDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const guard = useClickGuard();
  const { control, handleSubmit, reset, setError } = useForm<AccountCreateInput, unknown, AccountCreatePayload>({
    resolver: zodResolver(accountCreateSchema),
    defaultValues: EMPTY,
  });
  const creation = useMutation({
    mutationFn: createAccount,
    onSuccess: (message) => {
      notify.success(message || t('management.accounts.created'));
      reset(EMPTY);
      onCreated();
    },
    onError: (error) => {
      // The request layer showed the server's message; an account name, e-mail or phone already in use is also
      // marked on its field.
      const field =
        error instanceof ApiError && error.code === ApiCode.DUPLICATE ? DUPLICATE_FIELD[error.message] : undefined;
      if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
    },
  });
  const close = () => {
    reset(EMPTY);
    onClose();
  };
  const submit = handleSubmit((values) => guard.run(() => creation.mutateAsync(values).catch(() => undefined)));

  return (
    <Modal
      open={open}
      title={t('management.accounts.createTitle')}
      okText={t('management.accounts.createConfirm')}
      cancelText={t('management.common.cancel')}
      okButtonProps={{ autoInsertSpace: false, disabled: guard.disabled, loading: guard.disabled }}
      cancelButtonProps={{ autoInsertSpace: false }}
      onOk={() => void submit()}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        className="account-create__hint"
        title={t('management.accounts.createHint', { hours: SET_PASSWORD_LINK_HOURS })}
      />
      <Form layout="vertical" component={false}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('management.accounts.createTitle')}>
          <FormField
            control={control}
            name="role"
            label={t('management.accounts.role')}
            id="account-create-role"
            required
            render={(field, error) => (
              <Select
                {...choiceProps(field, error)}
                options={STAFF_ROLES.map((role) => ({ value: role, label: t(`management.accounts.roles.${role}`) }))}
              />
            )}
          />
          <FormField
            control={control}
            name="username"
            label={t('management.accounts.columns.username')}
            id="account-create-username"
            required
            maxLength={20}
            autoComplete="off"
            placeholder={t('management.accounts.usernamePlaceholder')}
          />
          <FormField
            control={control}
            name="orgName"
            label={t('management.accounts.columns.orgName')}
            id="account-create-org"
            required
            maxLength={50}
            placeholder={t('management.accounts.orgNamePlaceholder')}
          />
          <FormField
            control={control}
            name="email"
            label={t('management.accounts.columns.email')}
            id="account-create-email"
            required
            type="email"
            autoComplete="off"
            extra={t('management.accounts.emailHint')}
          />
          <FormField
            control={control}
            name="phone"
            label={t('management.accounts.columns.phone')}
            id="account-create-phone"
            inputMode="numeric"
            maxLength={11}
            placeholder={t('management.accounts.phonePlaceholder')}
          />
          {/* Enter in a field submits. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </form>
      </Form>
    </Modal>
  );
}
