import { lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { AfterFirstPaint } from '@/features/auth/components/after-first-paint';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import './register-page.css';

// The forms (the form library, the schemas, the request layer) and the dictionaries are requested once the card has painted.
const RegisterForms = lazy(() => import('./register-forms'));

const STEPS = ['填写机构信息', '设置账号信息'];

/** /register (SPEC §2): two steps with back links; success goes to /login pending review. */
export default function RegisterPage() {
  const [step, setStep] = useState<1 | 2>(1);

  return (
    <AuthLayout wide>
      <section className="auth-card register-card" aria-labelledby="register-title">
        {step === 1 ? (
          <Link to="/login" className="auth-card__back">
            <ArrowLeftOutlined aria-hidden /> 返回登录
          </Link>
        ) : (
          <button type="button" className="auth-card__back" onClick={() => setStep(1)}>
            <ArrowLeftOutlined aria-hidden /> 返回上一步
          </button>
        )}
        <h1 id="register-title" className="auth-card__title">
          用户注册
        </h1>
        <p className="auth-card__subtitle">园区企业、园区机构与高校注册后，经管理单位审核通过即可登录</p>
        <ol className="register-steps" aria-label="注册步骤">
          {STEPS.map((title, index) => {
            const number = index + 1;
            const state = number === step ? 'current' : number < step ? 'done' : 'todo';
            return (
              <li
                key={title}
                className={`register-steps__item register-steps__item--${state}`}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                <span className="register-steps__dot">{state === 'done' ? '✓' : number}</span>
                <span className="register-steps__title">{title}</span>
              </li>
            );
          })}
        </ol>
        <AfterFirstPaint fallback={<div className="register-forms-placeholder" data-lazy-part="" aria-busy="true" />}>
          <RegisterForms step={step} onStepChange={setStep} />
        </AfterFirstPaint>
        <p className="auth-card__footer">
          已有账号？<Link to="/login">直接登录</Link>
        </p>
      </section>
    </AuthLayout>
  );
}
