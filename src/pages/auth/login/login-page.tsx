import { lazy } from 'react';
import { Link, Navigate, useNavigation } from 'react-router-dom';
import { QqOutlined, WechatOutlined } from '@ant-design/icons';
import { AfterFirstPaint } from '@/features/auth/components/after-first-paint';
import { AuthLayout, PLATFORM_NAME } from '@/features/auth/components/auth-layout';
import { useSignedIn } from '@/lib/cookies';
import { USER_CENTRE_PATH } from '@/contracts/app-paths';
import './login-page.css';

export const SOCIAL_LOGIN_ALERT = '第三方账号登录功能即将开放，敬请期待';

// The tabs and forms (the form library, the schemas, the request layer) are requested once the card has painted.
const LoginForms = lazy(() => import('./login-forms'));

/** /login (SPEC §2 login): two tabs, auto-login, links to reset and register, social buttons that only alert. */
export default function LoginPage() {
  const navigation = useNavigation();
  const signedIn = useSignedIn();
  // A signed-in user has nothing to do here (SPEC §2 route guard). Only when idle: right after a login the page
  // navigates to its redirect target itself, and while that lazy route loads the location is still /login.
  if (signedIn && navigation.state === 'idle') return <Navigate to={USER_CENTRE_PATH} replace />;
  return (
    <AuthLayout>
      <section className="auth-card login-card" aria-labelledby="login-title">
        <h1 id="login-title" className="auth-card__title">
          欢迎登录
        </h1>
        <p className="auth-card__subtitle">{PLATFORM_NAME}</p>
        <AfterFirstPaint fallback={<div className="login-forms-placeholder" data-lazy-part="" aria-busy="true" />}>
          <LoginForms />
        </AfterFirstPaint>
        <p className="auth-card__footer">
          还没有账号？<Link to="/register">立即注册</Link>
        </p>
        <div className="login-social">
          <span className="login-social__label">其他登录方式</span>
          <div className="login-social__buttons">
            <button
              type="button"
              className="login-social__button login-social__button--wechat"
              aria-label="微信登录"
              onClick={() => window.alert(SOCIAL_LOGIN_ALERT)}
            >
              <WechatOutlined aria-hidden />
            </button>
            <button
              type="button"
              className="login-social__button login-social__button--qq"
              aria-label="QQ登录"
              onClick={() => window.alert(SOCIAL_LOGIN_ALERT)}
            >
              <QqOutlined aria-hidden />
            </button>
          </div>
        </div>
      </section>
    </AuthLayout>
  );
}
