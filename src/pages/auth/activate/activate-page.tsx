import { lazy } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LOGIN_PATH } from '@/contracts/app-paths';
import { AfterFirstPaint } from '@/features/auth/components/after-first-paint';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import './activate-page.css';

// The form or the alert (the form library, the schemas and the request layer) are requested once the card has painted.
const ActivateForm = lazy(() => import('./activate-form'));

/**
 * /activate?token= (D8): an account the admin created sets its password from the mailed link (single use, 24 h),
 * with the SPEC §5 password rules; success goes to /login.
 */
export default function ActivatePage() {
  const [params] = useSearchParams();
  // A mailed link carries a token: the form is what arrives (the alert, if the token is no valid one).
  const withToken = Boolean(params.get('token')?.trim());
  return (
    <AuthLayout>
      <section className="auth-card" aria-labelledby="activate-title">
        <h1 id="activate-title" className="auth-card__title">
          设置登录密码
        </h1>
        <p className="auth-card__subtitle">欢迎使用人才服务联盟链平台。请为管理员为您创建的账号管理登录密码。</p>
        <AfterFirstPaint
          fallback={
            <div
              className={`activate-form-placeholder${withToken ? ' activate-form-placeholder--form' : ''}`}
              data-lazy-part=""
              aria-busy="true"
            />
          }
        >
          <ActivateForm />
        </AfterFirstPaint>
        <p className="auth-card__footer">
          已设置过密码？<Link to={LOGIN_PATH}>直接登录</Link>
        </p>
      </section>
    </AuthLayout>
  );
}
