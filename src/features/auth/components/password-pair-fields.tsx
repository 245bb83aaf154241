import type { Control, FieldValues, Path } from 'react-hook-form';
import { AuthField, AuthPassword } from './auth-controls';

/**
 * A new password and its confirmation (SPEC §5 rules from `passwordPairFields`), for the forms that set a password:
 * the fields `password` and `repassword` of the form, with the ids `<idPrefix>-password` and `<idPrefix>-repassword`.
 */
export function PasswordPairFields<T extends FieldValues & { password: string; repassword: string }>({
  control,
  idPrefix,
  extra,
}: {
  control: Control<T>;
  idPrefix: string;
  /** Help under the new password (the rule). */
  extra?: string;
}) {
  return (
    <>
      <AuthField
        control={control}
        name={'password' as Path<T>}
        label="新密码"
        id={`${idPrefix}-password`}
        required
        extra={extra}
        render={(field) => (
          <AuthPassword
            {...field}
            id={`${idPrefix}-password`}
            placeholder="6-20位，字母、数字及符号至少2种"
            autoComplete="new-password"
          />
        )}
      />
      <AuthField
        control={control}
        name={'repassword' as Path<T>}
        label="确认密码"
        id={`${idPrefix}-repassword`}
        required
        render={(field) => (
          <AuthPassword
            {...field}
            id={`${idPrefix}-repassword`}
            placeholder="请再次输入密码"
            autoComplete="new-password"
          />
        )}
      />
    </>
  );
}
