import { useState } from 'react';
import { useForm, useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { KeyOutlined, MobileOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import {
  AUTH_MESSAGES,
  loginByPasswordSchema,
  loginByPhoneSchema,
  type LoginByPassword,
  type LoginByPhone,
} from '@/contracts/auth';
import { USER_CENTRE_PATH } from '@/contracts/app-paths';
import { getRememberedLogin } from '@/lib/cookies';
import { notify } from '@/lib/notify';
import { useClickGuard } from '@/lib/use-click-guard';
import { ApiError } from '@/lib/request-errors';
import { useUserStore } from '@/stores/user';
import { isMobile } from '@/utils/validate';
import { sendSignInCode, sendSmsCode } from '@/features/auth/api';
import { ApiCode } from '@/contracts/codes';
import {
  AuthButton,
  AuthCheckbox,
  AuthCountdownButton,
  AuthField,
  AuthInput,
  AuthPassword,
  AuthTabs,
} from '@/features/auth/components/auth-controls';
import { resolveLoginTarget } from '@/features/auth/login-redirect';

type LoginTab = 'password' | 'phone';

/**
 * A failed login shows the server's message (DECISIONS D2 codes 10002/10003/10008…) or the request layer's Chinese
 * transport message: the store's call is silent, so this is the only toast.
 */
function showLoginError(error: unknown) {
  notify.error((error instanceof ApiError && error.message) || '登录失败，请稍后重试');
}

interface TabFormProps {
  autoLogin: boolean;
  onAutoLoginChange: (value: boolean) => void;
  onLoggedIn: () => void;
}

function LoginOptions({ autoLogin, onAutoLoginChange }: Pick<TabFormProps, 'autoLogin' | 'onAutoLoginChange'>) {
  return (
    <div className="login-options">
      <AuthCheckbox checked={autoLogin} onChange={onAutoLoginChange}>
        自动登录
      </AuthCheckbox>
      <Link to="/forgetpwd">忘记密码？</Link>
    </div>
  );
}

function SubmitButton({ active, loading, guarded }: { active: boolean; loading: boolean; guarded: boolean }) {
  return (
    <AuthButton
      primary
      htmlType="submit"
      block
      loading={loading}
      disabled={guarded && !loading}
      className={`auth-submit${active ? ' auth-submit--active' : ''}`}
      data-active={active}
    >
      登录
    </AuthButton>
  );
}

/**
 * Both tabs log in the same way: the server's message on failure, and the D7 click guard on a valid submit (the
 * button stays disabled 6000 ms, or until the answer if later). A form that fails validation is not guarded: fixing
 * a typo must not cost six seconds.
 */
function useLoginSubmit(autoLogin: boolean, onLoggedIn: () => void, onRefused?: (error: unknown) => void) {
  const guard = useClickGuard();
  const [submitting, setSubmitting] = useState(false);
  const submit = (credentials: LoginByPassword | LoginByPhone) =>
    guard.run(async () => {
      setSubmitting(true);
      try {
        await useUserStore.getState().login({ ...credentials, autoLogin });
        onLoggedIn();
      } catch (error) {
        showLoginError(error);
        onRefused?.(error);
      } finally {
        setSubmitting(false);
      }
    });
  return { submitting, guarded: guard.disabled, submit };
}

/** The second steps a password sign-in may be asked for (docs/security.md). */
interface SecondSteps {
  /** 10011: after many failed sign-ins, the code sent to the account's mailbox or phone. */
  code: boolean;
  /** 10012: the account uses two-factor sign-in. */
  otp: boolean;
}

/** Tab 1: account + password, and the second steps when the server asks for them. */
function PasswordLoginForm({ autoLogin, onAutoLoginChange, onLoggedIn }: TabFormProps) {
  const [steps, setSteps] = useState<SecondSteps>({ code: false, otp: false });
  const { submitting, guarded, submit } = useLoginSubmit(autoLogin, onLoggedIn, (error) => {
    if (!(error instanceof ApiError)) return;
    if (error.code === ApiCode.SECOND_STEP) setSteps((current) => ({ ...current, code: true }));
    if (error.code === ApiCode.TOTP_REQUIRED) setSteps((current) => ({ ...current, otp: true }));
  });
  const { control, handleSubmit, getValues, setError, clearErrors } = useForm<LoginByPassword>({
    resolver: zodResolver(loginByPasswordSchema),
    defaultValues: { username: getRememberedLogin().account ?? '', password: '' },
    mode: 'onTouched',
  });
  const [username, password] = useWatch({ control, name: ['username', 'password'] });
  const filled = Boolean(username?.trim() && password);

  /** POST /portal/login/code {username}: the code goes to the account's own mailbox (or phone). */
  const sendCode = async () => {
    const value = (getValues('username') ?? '').trim();
    if (!value) {
      setError('username', { type: 'manual', message: AUTH_MESSAGES.accountRequired });
      return false;
    }
    clearErrors('username');
    const sent = await sendSignInCode({ username: value });
    notify.success(sent.msg);
    return true;
  };

  const onSubmit = handleSubmit((values) =>
    submit({
      username: values.username,
      password: values.password,
      ...(steps.code && values.code ? { code: values.code } : {}),
      ...(steps.otp && values.otp ? { otp: values.otp } : {}),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="账号密码登录">
      <AuthField
        control={control}
        name="username"
        id="login-username"
        size="large"
        aria-label="账户名"
        placeholder="请输入账户名"
        autoComplete="username"
        prefix={<UserOutlined aria-hidden />}
      />
      <AuthField
        control={control}
        name="password"
        render={(field) => (
          <AuthPassword
            {...field}
            id="login-password"
            size="large"
            ariaLabel="密码"
            placeholder="请输入密码"
            autoComplete="current-password"
            withIcon
          />
        )}
      />
      {steps.code && (
        <CodeField
          control={control}
          name="code"
          id="login-signin-code"
          placeholder="请输入邮箱或短信验证码"
          onSend={sendCode}
        />
      )}
      {steps.otp && (
        <AuthField
          control={control}
          name="otp"
          render={(field) => (
            <AuthInput
              {...field}
              value={field.value ?? ''}
              id="login-otp"
              size="large"
              aria-label="动态码"
              placeholder="6 位动态码或恢复码"
              autoComplete="one-time-code"
              maxLength={11}
              autoFocus
              prefix={<KeyOutlined aria-hidden />}
            />
          )}
        />
      )}
      <LoginOptions autoLogin={autoLogin} onAutoLoginChange={onAutoLoginChange} />
      <SubmitButton active={filled} loading={submitting} guarded={guarded} />
    </form>
  );
}

/** A six-digit code sent by mail or SMS, with its send button and countdown (the second step, and the SMS tab). */
function CodeField<T extends FieldValues, N extends FieldPath<T>, Out>({
  control,
  name,
  id,
  placeholder,
  onSend,
}: {
  control: Control<T, unknown, Out>;
  name: N;
  id: string;
  placeholder: string;
  onSend: () => Promise<boolean>;
}) {
  return (
    <AuthField
      control={control}
      name={name}
      render={(field) => (
        <div className="auth-code-row">
          <AuthInput
            {...field}
            value={(field.value as string | undefined) ?? ''}
            id={id}
            size="large"
            aria-label="验证码"
            placeholder={placeholder}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            prefix={<SafetyCertificateOutlined aria-hidden />}
          />
          <AuthCountdownButton large onSend={onSend} resendText="重新发送验证码" />
        </div>
      )}
    />
  );
}

/** Tab 2 (DECISIONS D7): mobile number + SMS code. */
function PhoneLoginForm({ autoLogin, onAutoLoginChange, onLoggedIn }: TabFormProps) {
  const { submitting, guarded, submit } = useLoginSubmit(autoLogin, onLoggedIn);
  const { control, handleSubmit, getValues, setError, clearErrors } = useForm<LoginByPhone>({
    resolver: zodResolver(loginByPhoneSchema),
    defaultValues: { phone: getRememberedLogin().phone ?? '', code: '' },
    mode: 'onTouched',
  });
  const [phone, code] = useWatch({ control, name: ['phone', 'code'] });
  const filled = Boolean(phone?.trim() && code?.trim());

  /** SPEC §5: the phone is checked before a code is sent; POST /portal/sms/send {phone, type: 2}. */
  const sendCode = async () => {
    const value = (getValues('phone') ?? '').trim();
    if (!value) {
      setError('phone', { type: 'manual', message: AUTH_MESSAGES.phoneRequired });
      return false;
    }
    if (!isMobile(value)) {
      setError('phone', { type: 'manual', message: AUTH_MESSAGES.phoneRule });
      return false;
    }
    clearErrors('phone');
    await sendSmsCode({ phone: value, type: 2 });
    notify.success('发送成功');
    return true;
  };

  const onSubmit = handleSubmit((values) => submit({ phone: values.phone, code: values.code }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="手机验证码登录">
      <AuthField
        control={control}
        name="phone"
        id="login-phone"
        size="large"
        aria-label="手机号"
        placeholder="请输入手机号"
        autoComplete="tel"
        inputMode="numeric"
        maxLength={11}
        prefix={<MobileOutlined aria-hidden />}
      />
      <CodeField control={control} name="code" id="login-code" placeholder="请输入验证码" onSend={sendCode} />
      <LoginOptions autoLogin={autoLogin} onAutoLoginChange={onAutoLoginChange} />
      <SubmitButton active={filled} loading={submitting} guarded={guarded} />
    </form>
  );
}

/**
 * The two tabs and their forms, loaded by the login page after its frame and title have painted: a phone that opens
 * /login shows the card before the form library, the schemas and the request layer have arrived. No antd: its
 * components and stylesheet are the heaviest work a phone would do on this page.
 */
export default function LoginForms() {
  const navigate = useNavigate();
  const location = useLocation();
  const [tab, setTab] = useState<LoginTab>('password');
  // DECISIONS D5: checked by default; keeps the session 7 days and remembers the account or phone.
  const [autoLogin, setAutoLogin] = useState(true);

  const onLoggedIn = () => navigate(resolveLoginTarget(location.search, USER_CENTRE_PATH), { replace: true });
  const formProps: TabFormProps = { autoLogin, onAutoLoginChange: setAutoLogin, onLoggedIn };

  return (
    <div className="auth-form">
      <AuthTabs
        className="login-tabs"
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'password', label: '账号密码登录' },
          { key: 'phone', label: '手机验证码登录' },
        ]}
      />
      {/* Each tab is its own form: switching tabs remounts it, which resets values and validation. */}
      {tab === 'password' ? (
        <PasswordLoginForm key="password" {...formProps} />
      ) : (
        <PhoneLoginForm key="phone" {...formProps} />
      )}
    </div>
  );
}
