import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/stores/app';
import { AppBreadcrumb } from './breadcrumb';
import { HeaderSearch } from './header-search';
import { LangSelect } from './lang-select';
import { ErrorLogButton } from './error-log-button';
import { UserMenu } from './user-menu';

/** SPEC §2 top bar: hamburger, platform title, breadcrumb; search, error log, language and the user menu. */
export function Navbar() {
  const { t } = useTranslation();
  const opened = useAppStore((state) => state.sidebar.opened);
  const toggleSideBar = useAppStore((state) => state.toggleSideBar);
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
        <ErrorLogButton />
        <LangSelect />
        <UserMenu />
      </div>
    </div>
  );
}
