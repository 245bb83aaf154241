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
import { ApiError } from '@/lib/request-errors';
import { useClickGuard } from '@/lib/use-click-guard';
import { createAccount } from '../api';

const EMPTY: AccountCreateInput = { username: '', orgName: '', email: '', phone: '', role: 'reviewer' };

/** The text fields under the role, in order; labels, placeholders and hints are translation keys. */
const TEXT_FIELDS: {
  name: Exclude<keyof AccountCreateInput, 'role'>;
  label: string;
  placeholder?: string;
  extra?: string;
  required?: boolean;
  maxLength?: number;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric';
}[] = [
  {
    name: 'username',
    label: 'management.accounts.columns.username',
    placeholder: 'management.accounts.usernamePlaceholder',
    required: true,
    maxLength: 20,
    autoComplete: 'off',
  },
  {
    name: 'orgName',
    label: 'management.accounts.columns.orgName',
    placeholder: 'management.accounts.orgNamePlaceholder',
    required: true,
    maxLength: 50,
  },
  {
    name: 'email',
    label: 'management.accounts.columns.email',
    extra: 'management.accounts.emailHint',
    required: true,
    type: 'email',
    autoComplete: 'off',
  },
  {
    name: 'phone',
    label: 'management.accounts.columns.phone',
    placeholder: 'management.accounts.phonePlaceholder',
    inputMode: 'numeric',
    maxLength: 11,
  },
];

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
          {TEXT_FIELDS.map(({ name, label, placeholder, extra, ...input }) => (
            <FormField
              key={name}
              control={control}
              name={name}
              label={t(label)}
              id={`account-create-${name}`}
              placeholder={placeholder && t(placeholder)}
              extra={extra && t(extra)}
              {...input}
            />
          ))}
          {/* Enter in a field submits. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </form>
      </Form>
    </Modal>
  );
}
