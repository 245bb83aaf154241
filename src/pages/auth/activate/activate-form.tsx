import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CloseCircleFilled } from '@ant-design/icons';
import { activateSchema } from '@/contracts/accounts';
import { LOGIN_PATH } from '@/contracts/app-paths';
import { ApiCode } from '@/contracts/codes';
import { notify } from '@/lib/notify';
import { passwordRefusal } from '@/lib/password-refusal';
import { ApiError } from '@/lib/request-errors';
import { useClickGuard } from '@/lib/use-click-guard';
import { activateAccount } from '@/features/auth/api';
import { AuthButton } from '@/features/auth/components/auth-controls';
import { PasswordPairFields } from '@/features/auth/components/password-pair-fields';
import { activateFormSchema, type ActivateFormValues } from '@/features/auth/password-pair';

/** Refusals that make the link itself useless (used, replaced, expired, or the account disabled). */
const DEAD_LINK_CODES: readonly number[] = [ApiCode.BAD_CODE, ApiCode.ACCOUNT_STATE];

/** Why the link cannot be used, in antd's error alert look. */
function LinkAlert({ title, description }: { title: string; description?: string }) {
  return (
    <div className={`auth-alert${description ? ' auth-alert--with-description' : ''}`} role="alert">
      <span className="auth-alert__icon">
        <CloseCircleFilled aria-hidden />
      </span>
      <div className="auth-alert__section">
        <div className="auth-alert__title">{title}</div>
        {description && <div className="auth-alert__description">{description}</div>}
      </div>
    </div>
  );
}

/**
 * The body of /activate: the password form of the mailed link, or why the link cannot be used. Lazy: the form
 * library, the schemas and the request layer arrive after the card has painted.
 */
export default function ActivateForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const tokenOk = activateSchema.shape.token.safeParse(token).success;
  const guard = useClickGuard();
  const [deadLink, setDeadLink] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<ActivateFormValues>({
    resolver: zodResolver(activateFormSchema),
    defaultValues: { password: '', repassword: '' },
    mode: 'onTouched',
  });
  const activation = useMutation({
    mutationFn: activateAccount,
    onSuccess: (body) => {
      notify.success(body.msg || '密码设置成功，请使用新密码登录');
      navigate(LOGIN_PATH, { replace: true });
    },
    onError: (error) => {
      // The request layer has shown the server's message; a dead link is also said on the card, a common password
      // under its field.
      const refusal = passwordRefusal(error);
      if (refusal) setError('password', { type: 'server', message: refusal }, { shouldFocus: true });
      else if (error instanceof ApiError && DEAD_LINK_CODES.includes(error.code)) setDeadLink(error.message);
    },
  });

  const onSubmit = handleSubmit((values) =>
    guard.run(() => activation.mutateAsync({ token, password: values.password }).catch(() => undefined)),
  );

  return (
    <div className="auth-form">
      {!tokenOk ? (
        <LinkAlert
          title="链接无效，请打开邮件中的完整链接"
          description="如果邮件中的链接无法打开，请联系平台管理员重新发送设置密码链接。"
        />
      ) : deadLink ? (
        <LinkAlert title={deadLink} />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="设置登录密码">
          <PasswordPairFields
            control={control}
            idPrefix="activate"
            extra="6-20位字符，字母、数字及符号 ! # $ % ^ & * 至少包含2种"
          />
          <AuthButton
            primary
            htmlType="submit"
            block
            disabled={guard.disabled}
            className="auth-submit auth-submit--active"
          >
            设置密码
          </AuthButton>
        </form>
      )}
    </div>
  );
}
