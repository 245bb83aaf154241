import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ORGANISATIONS } from '@/contracts/access';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useAppStore } from '@/stores/app';
import { useUserStore } from '@/stores/user';
import { CareModeToggle } from '@/components/care-mode-toggle';
import { AppBreadcrumb } from './breadcrumb';
import { HeaderSearch } from './header-search';
import { LangSelect } from './lang-select';
import { ErrorLogButton } from './error-log-button';
import { UserMenu } from './user-menu';

/** SPEC §2 top bar: hamburger, platform title, breadcrumb; search, notifications, error log, 关怀模式, language and the user menu. */
export function Navbar() {
  const { t } = useTranslation();
  const opened = useAppStore((state) => state.sidebar.opened);
  const toggleSideBar = useAppStore((state) => state.toggleSideBar);
  const roles = useUserStore((state) => state.roles);
  return (
    <div className="admin-navbar">
      <button
        type="button"
        className="navbar__hamburger"
        aria-label={t('navbar.toggleSidebar')}
        aria-expanded={opened}
        onClick={toggleSideBar}
      >
        {opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      </button>
      <div className="navbar__left">
        <span className="navbar__title">{t('navbar.title')}</span>
        <AppBreadcrumb />
      </div>
      <div className="navbar__right">
        <HeaderSearch />
        {/* D15: organisations are told of decisions; the managing unit and the admin make them. */}
        {roles.some((role) => (ORGANISATIONS as readonly string[]).includes(role)) && <NotificationBell />}
        <ErrorLogButton />
        <CareModeToggle label={t('navbar.careMode')} className="navbar__care" />
        <LangSelect />
        <UserMenu />
      </div>
    </div>
  );
}
