import { lazy } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { LOGIN_PATH } from '@/contracts/app-paths';
import { AfterFirstPaint } from '@/features/auth/components/after-first-paint';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import './forget-password-page.css';

// The form (the form library, the schema and the request layer) is requested once the card has painted.
const ForgetPasswordForm = lazy(() => import('./forget-password-form'));

/** /forgetpwd (SPEC §2 password reset): e-mail code, new password; success clears the form and goes to /login. */
export default function ForgetPasswordPage() {
  const navigate = useNavigate();
  const location = useLocation();

  // SPEC: the back link returns to the previous page; opened directly, there is none, so go to /login.
  const goBack = () => (location.key === 'default' ? navigate(LOGIN_PATH) : navigate(-1));

  return (
    <AuthLayout>
      <section className="auth-card forget-card" aria-labelledby="forget-title">
        <button type="button" className="auth-card__back" onClick={goBack}>
          <ArrowLeftOutlined aria-hidden /> 返回
        </button>
        <h1 id="forget-title" className="auth-card__title">
          找回密码
        </h1>
        <p className="auth-card__subtitle">通过注册邮箱接收验证码，设置新的登录密码</p>
        <AfterFirstPaint fallback={<div className="forget-form-placeholder" data-lazy-part="" aria-busy="true" />}>
          <ForgetPasswordForm />
        </AfterFirstPaint>
        <p className="auth-card__footer">
          想起密码了？<Link to={LOGIN_PATH}>返回登录</Link>
        </p>
      </section>
    </AuthLayout>
  );
}
