import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { sendRegisterEmailCode } from '../api';
import { sendEmailCode } from '../email-code';
import type { RegisterStep2Output, RegisterStep2Values } from '../register-form';
import { AuthButton, AuthCountdownButton, AuthField, AuthInput, AuthPassword } from './auth-controls';

type Step2Form = UseFormReturn<RegisterStep2Values, unknown, RegisterStep2Output>;
type PlainField = 'accountname' | 'phone' | 'rephone';

interface RegisterStep2Props {
  form: Step2Form;
  submitting: boolean;
  onSubmit: (values: RegisterStep2Output) => void;
}

const PLAIN_FIELDS: Record<
  PlainField,
  { label: string; placeholder: string; autoComplete: string; maxLength?: number }
> = {
  accountname: { label: '账户名', placeholder: '4-20位字母或数字', autoComplete: 'username' },
  phone: { label: '手机号', placeholder: '请输入手机号', autoComplete: 'tel', maxLength: 11 },
  rephone: { label: '确认手机号', placeholder: '请再次输入手机号', autoComplete: 'off', maxLength: 11 },
};

/** Step 2 (SPEC §2 register): account, password twice, e-mail with code, phone twice. */
export function RegisterStep2({ form, submitting, onSubmit }: RegisterStep2Props) {
  const { control, handleSubmit, getValues } = form;

  /** POST /portal/email/send; the countdown starts on code 0 only. */
  const sendCode = () => sendEmailCode(getValues('email'), sendRegisterEmailCode);

  const plain = (name: PlainField) => (
    <AuthField
      control={control}
      name={name}
      label={PLAIN_FIELDS[name].label}
      id={`register-${name}`}
      required
      placeholder={PLAIN_FIELDS[name].placeholder}
      autoComplete={PLAIN_FIELDS[name].autoComplete}
      maxLength={PLAIN_FIELDS[name].maxLength}
      inputMode={name === 'accountname' ? undefined : 'numeric'}
    />
  );

  const password = (name: 'newpwd' | 'renewpwd', label: string, placeholder: string) => (
    <AuthField
      control={control}
      name={name}
      label={label}
      id={`register-${name}`}
      required
      render={(field) => (
        <AuthPassword {...field} id={`register-${name}`} placeholder={placeholder} autoComplete="new-password" />
      )}
    />
  );

  return (
    <form className="auth-form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="设置账号信息">
      <div className="register-grid">
        <div className="register-grid__wide">{plain('accountname')}</div>
        {password('newpwd', '登录密码', '6-20位，字母、数字及符号至少2种')}
        {password('renewpwd', '确认密码', '请再次输入密码')}
        <AuthField
          control={control}
          name="email"
          label="邮箱"
          id="register-email"
          required
          className="register-grid__wide"
          type="email"
          placeholder="请输入邮箱地址"
          autoComplete="email"
        />
        <AuthField
          control={control}
          name="code"
          label="邮箱验证码"
          id="register-code"
          required
          className="register-grid__wide"
          render={(field) => (
            <div className="auth-code-row">
              <AuthInput
                {...field}
                value={field.value ?? ''}
                id="register-code"
                placeholder="请输入验证码"
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
              />
              <AuthCountdownButton onSend={sendCode} resendText="重新发送验证码" />
            </div>
          )}
        />
        {plain('phone')}
        {plain('rephone')}
      </div>
      <SubmitButton control={control} submitting={submitting} />
    </form>
  );
}

/** Lit once every account field is filled. */
function SubmitButton({
  control,
  submitting,
}: {
  control: Control<RegisterStep2Values, unknown, RegisterStep2Output>;
  submitting: boolean;
}) {
  const values = useWatch({ control });
  const filled = Object.values(values).every((value) => typeof value === 'string' && value.trim() !== '');
  return (
    <AuthButton
      primary
      htmlType="submit"
      block
      disabled={submitting}
      className={`auth-submit${filled ? ' auth-submit--active' : ''}`}
      data-active={filled}
    >
      提交注册
    </AuthButton>
  );
}
