import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Drawer } from 'antd';
import { matchRoute } from '@/lib/route-record';
import { useAppStore } from '@/stores/app';
import { usePermissionStore } from '@/stores/permission';
import { useSettingsStore } from '@/stores/settings';
import { useTagsViewStore } from '@/stores/tags-view';
import { AppMain } from './admin/app-main';
import { Navbar } from './admin/navbar';
import { SettingsPanel } from './admin/settings-panel';
import { Sidebar, SIDEBAR_WIDTH } from './admin/sidebar';
import { TagsView } from './admin/tags-view';
import { affixViewsOf, viewOf } from './admin/tags-logic';
import { isPageRecord } from './admin/route-utils';
import { useResizeHandler } from './admin/use-resize-handler';
import { MAIN_CONTENT_ID, RouteAnnouncer, SkipLink } from '@/components/route-focus';
import './admin/admin-layout.css';

/** The `lang` of each portal language: the site's pages are Chinese (index.html says zh-CN). */
const LANG_TAGS = { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja' } as const;

/**
 * The page's language follows the portal language while the shell is shown (WCAG 3.1.1): a screen reader reads
 * English titles in English, and the browser hyphenates and breaks them as English. Back to Chinese on leaving.
 */
function useDocumentLanguage() {
  const language = useAppStore((state) => state.language);
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = LANG_TAGS[language];
    return () => {
      root.lang = before;
    };
  }, [language]);
}

/** Affix tags first, then a tag (and cache entry) for every page the user enters. */
function useTagsSync() {
  const routes = usePermissionStore((state) => state.addRoutes);
  const { pathname, search } = useLocation();

  useEffect(() => {
    const tags = useTagsViewStore.getState();
    for (const view of affixViewsOf(routes)) {
      if (!tags.visitedViews.some((visited) => visited.path === view.path)) tags.addVisitedView(view);
    }
  }, [routes]);

  useEffect(() => {
    const match = matchRoute(routes, pathname);
    if (match && match.record.name && isPageRecord(match.record)) {
      useTagsViewStore.getState().addView(viewOf(match, `${pathname}${search}`));
    }
  }, [routes, pathname, search]);
}

/**
 * The admin shell (SPEC §2, vue-element-admin's Layout): sidebar (a drawer on mobile), navbar, tags view,
 * keep-alive content and the settings panel. It is the element of every top-level 'Layout' record; all of its
 * state lives in stores, so moving between sections keeps tags and cached pages.
 */
export default function AdminLayout() {
  useResizeHandler();
  useTagsSync();
  useDocumentLanguage();
  const { t } = useTranslation();
  const device = useAppStore((state) => state.device);
  const sidebar = useAppStore((state) => state.sidebar);
  const closeSideBar = useAppStore((state) => state.closeSideBar);
  const tagsView = useSettingsStore((state) => state.tagsView);
  const fixedHeader = useSettingsStore((state) => state.fixedHeader);
  const showSettings = useSettingsStore((state) => state.showSettings);
  const mobile = device === 'mobile';

  const classes = [
    'admin-shell',
    mobile ? 'is-mobile' : 'is-desktop',
    sidebar.opened ? 'is-open' : 'is-collapsed',
    sidebar.withoutAnimation ? 'without-animation' : '',
    tagsView ? 'has-tags-view' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes}>
      <SkipLink label={t('navbar.skipToContent')} />
      {mobile ? (
        <Drawer
          placement="left"
          open={sidebar.opened}
          size={SIDEBAR_WIDTH}
          closable={false}
          onClose={() => closeSideBar()}
          rootClassName="admin-sidebar-drawer"
          styles={{ body: { padding: 0 } }}
        >
          <aside className="admin-sidebar is-in-drawer">
            <Sidebar collapsed={false} />
          </aside>
        </Drawer>
      ) : (
        <aside className="admin-sidebar">
          <Sidebar collapsed={!sidebar.opened} />
        </aside>
      )}
      <div className="admin-main">
        <header className={`admin-header${fixedHeader ? ' is-fixed' : ''}`}>
          <Navbar />
          {tagsView && <TagsView />}
        </header>
        <main className="app-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
          <AppMain />
        </main>
      </div>
      {showSettings && <SettingsPanel />}
      <RouteAnnouncer />
    </div>
  );
}
