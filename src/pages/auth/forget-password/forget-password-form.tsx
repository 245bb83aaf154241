import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { MailOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { LOGIN_PATH } from '@/contracts/app-paths';
import { ApiCode } from '@/contracts/codes';
import { notify } from '@/lib/notify';
import { passwordRefusal } from '@/lib/password-refusal';
import { useClickGuard } from '@/lib/use-click-guard';
import { resetPassword, sendForgetCode } from '@/features/auth/api';
import { sendEmailCode } from '@/features/auth/email-code';
import { AuthButton, AuthCountdownButton, AuthField, AuthInput } from '@/features/auth/components/auth-controls';
import { PasswordPairFields } from '@/features/auth/components/password-pair-fields';
import {
  emptyForgetForm,
  forgetFormSchema,
  type ForgetFormOutput,
  type ForgetFormValues,
} from '@/features/auth/forget-form';

/**
 * The password reset form of /forgetpwd. Lazy: the form library, the schema and the request layer arrive after the
 * card has painted.
 */
export default function ForgetPasswordForm() {
  const navigate = useNavigate();
  const guard = useClickGuard();
  const { control, handleSubmit, getValues, reset, setError } = useForm<ForgetFormValues, unknown, ForgetFormOutput>({
    resolver: zodResolver(forgetFormSchema),
    defaultValues: emptyForgetForm(),
    mode: 'onTouched',
  });

  /** SPEC §5: a valid e-mail is required (error toast otherwise); POST /portal/user/forget/code. */
  const sendCode = () => sendEmailCode(getValues('email'), sendForgetCode);

  const onSubmit = handleSubmit((values) =>
    guard.run(async () => {
      try {
        const body = await resetPassword({ email: values.email, msgCode: values.code, password: values.password });
        if (body.code === ApiCode.OK) {
          notify.success(body.msg || '密码重置成功');
          reset(emptyForgetForm());
          navigate(LOGIN_PATH);
        }
      } catch (error) {
        // The request layer has shown the server's message (e.g. 10008 wrong or expired code); a common password
        // is also marked on its field.
        const refusal = passwordRefusal(error);
        if (refusal) setError('password', { type: 'server', message: refusal }, { shouldFocus: true });
      }
    }),
  );

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="找回密码">
      <AuthField
        control={control}
        name="email"
        label="邮箱"
        id="forget-email"
        required
        type="email"
        placeholder="请输入注册时填写的邮箱"
        autoComplete="email"
        prefix={<MailOutlined aria-hidden />}
      />
      <AuthField
        control={control}
        name="code"
        label="验证码"
        id="forget-code"
        required
        render={(field) => (
          <div className="auth-code-row">
            <AuthInput
              {...field}
              id="forget-code"
              placeholder="请输入验证码"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              prefix={<SafetyCertificateOutlined aria-hidden />}
            />
            <AuthCountdownButton onSend={sendCode} resendText="重新获取" />
          </div>
        )}
      />
      <PasswordPairFields control={control} idPrefix="forget" />
      <AuthButton primary htmlType="submit" block disabled={guard.disabled} className="auth-submit auth-submit--active">
        重置密码
      </AuthButton>
    </form>
  );
}
