import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { EXPLORER_PATH, LOGIN_PATH, USER_CENTRE_PATH } from '@/contracts/app-paths';
import { TALENT_NAV } from '@/contracts/talent-nav';
import { explorerTabUrl, externalExplorerUrl } from '@/lib/explorer-link';
import { CareModeToggle } from '@/components/care-mode-toggle';
import { useSignedIn } from '@/lib/cookies';
import { TALENT_PLATFORM_NAME, talentNavHref } from './talent-nav';

/**
 * The explorer entry opens in a new tab (SPEC line 13): this product's /explorer (highlighted on its pages), or a
 * configured one (D9).
 */
function ExplorerEntry() {
  const { pathname } = useLocation();
  const active = !externalExplorerUrl() && (pathname === EXPLORER_PATH || pathname.startsWith(`${EXPLORER_PATH}/`));
  return (
    <a
      className={`talent-nav__link${active ? ' is-active' : ''}`}
      href={explorerTabUrl()}
      target="_blank"
      rel="noopener noreferrer"
      aria-current={active ? 'page' : undefined}
    >
      区块链浏览器
      <span className="talent-sr">（在新窗口打开）</span>
    </a>
  );
}

const SignedInLinks = lazy(() => import('./talent-account'));

function SignedOutLinks() {
  return (
    <>
      <Link to={LOGIN_PATH}>登录</Link>
      <span aria-hidden="true">|</span>
      <Link to="/register">机构注册</Link>
    </>
  );
}

/** Signed in: the user centre and the account name; otherwise sign-in and registration. */
function AccountLinks() {
  const signedIn = useSignedIn();
  return (
    <div className="talent-header__quick">
      {signedIn ? (
        <Suspense fallback={<Link to={USER_CENTRE_PATH}>用户中心</Link>}>
          <SignedInLinks signedOut={<SignedOutLinks />} />
        </Suspense>
      ) : (
        <SignedOutLinks />
      )}
    </div>
  );
}

/** Government-park style header: emblem, platform name, the eight nav entries and the explorer link (D7); account links and the 关怀模式 switch. */
export function TalentHeader({ activeNav }: { activeNav?: number }) {
  return (
    <header className="talent-header">
      <div className="talent-header__top">
        <div className="talent-shell talent-header__brand">
          <Link to="/talent" className="talent-header__home">
            <svg className="talent-header__emblem" width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
              <circle cx="24" cy="24" r="22" fill="#fff" />
              <circle cx="24" cy="24" r="18" fill="none" stroke="#c41d25" strokeWidth="2.5" />
              <path d="M24 9 l4 9 10 1 -7.5 6.6 2.3 9.8L24 30.3l-8.8 5.1 2.3-9.8L10 19l10-1z" fill="#c41d25" />
            </svg>
            <span className="talent-header__titles">
              <span className="talent-header__name">{TALENT_PLATFORM_NAME}</span>
              <span className="talent-header__sub">星桥高新区人才服务中心 主办</span>
            </span>
          </Link>
          <div className="talent-header__tools">
            <AccountLinks />
            <CareModeToggle />
          </div>
        </div>
      </div>
      <nav className="talent-nav" aria-label="人才平台导航">
        <ul className="talent-shell talent-nav__list">
          {TALENT_NAV.map((entry) => {
            const active = entry.nav === activeNav;
            return (
              <li key={entry.nav}>
                <Link
                  to={talentNavHref(entry.nav)}
                  className={`talent-nav__link${active ? ' is-active' : ''}`}
                  aria-current={active ? 'page' : undefined}
                >
                  {entry.label}
                </Link>
              </li>
            );
          })}
          <li>
            <ExplorerEntry />
          </li>
        </ul>
      </nav>
    </header>
  );
}
