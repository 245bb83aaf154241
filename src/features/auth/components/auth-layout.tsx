import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CareModeToggle } from '@/components/care-mode-toggle';
import { BrandIllustration } from './brand-illustration';
import './auth-layout.css';

export const PLATFORM_NAME = '星桥高新区人才服务联盟链平台';

const HIGHLIGHTS = [
  { title: '人才认定全程留痕', text: '申报、审核与认定结果写入联盟链，过程可追溯、结果可核验。' },
  { title: '奖励申报在线办理', text: '园区企业、机构与高校统一入口，材料一次提交、进度实时可查。' },
  { title: '管理单位协同审核', text: '多部门节点共同背书，数据安全共享，办事更省心。' },
];

interface AuthLayoutProps {
  children: ReactNode;
  /** Wider card for the two-step registration form. */
  wide?: boolean;
}

/**
 * Frame of /login, /register and /forgetpwd: an intro panel of the platform on the left (desktop),
 * the form card on the right; one column on phones.
 */
export function AuthLayout({ children, wide = false }: AuthLayoutProps) {
  return (
    <div className="auth-layout">
      <aside className="auth-layout__intro" aria-label="平台介绍">
        <Link to="/index" className="auth-layout__brand">
          <span className="auth-layout__logo" aria-hidden>
            <svg viewBox="0 0 32 32" width="32" height="32">
              <path d="M16 2 29 9.5v13L16 30 3 22.5v-13Z" fill="none" stroke="currentColor" strokeWidth="2.2" />
              <path d="M16 9.5 22.5 13v6L16 22.5 9.5 19v-6Z" fill="currentColor" />
            </svg>
          </span>
          <span className="auth-layout__brand-text">
            <strong>{PLATFORM_NAME}</strong>
            <small>星桥高新区管理委员会 · 人才服务中心</small>
          </span>
        </Link>
        <div className="auth-layout__pitch">
          <h2>让每一份人才服务都可信、可溯、可协同</h2>
          <p>面向园区企业、园区机构与高校，提供人才登记、奖励申报与审核协同的一站式线上服务。</p>
        </div>
        <BrandIllustration className="auth-layout__art" />
        <ul className="auth-layout__highlights">
          {HIGHLIGHTS.map((item) => (
            <li key={item.title}>
              <strong>{item.title}</strong>
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
        <p className="auth-layout__copyright">
          © {new Date().getFullYear()} 星桥高新区人才服务中心 · 基于区块链联盟链技术
        </p>
      </aside>
      <main className={`auth-layout__main${wide ? ' auth-layout__main--wide' : ''}`}>
        <div className="auth-layout__tools">
          <CareModeToggle />
        </div>
        {children}
      </main>
    </div>
  );
}
