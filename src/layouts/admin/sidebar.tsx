import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { matchRoute } from '@/lib/route-record';
import { usePermissionStore } from '@/stores/permission';
import { useSettingsStore } from '@/stores/settings';
import { USER_CENTRE_PATH } from '@/app/public-paths';
import { ancestorKeys, buildMenu, nextOpenKeys, type MenuNode } from './sidebar-menu';
import { RouteIcon } from './icons';
import { useRouteTitle } from './use-route-title';
import { LogoMark } from './logo-mark';

export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

type MenuItems = NonNullable<MenuProps['items']>;

function toItems(nodes: readonly MenuNode[], title: (key?: string) => string): MenuItems {
  return nodes.map((node) => {
    const label = title(node.title);
    const icon = node.icon ? <RouteIcon name={node.icon} /> : undefined;
    if (node.children) return { key: node.key, icon, label, children: toItems(node.children, title) };
    const link = node.external ? (
      <a href={node.key} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    ) : (
      <Link to={node.key}>{label}</Link>
    );
    return { key: node.key, icon, label: link, title: label };
  });
}

/** SPEC §2 sidebar: the permission-filtered table as a dark inline menu, one submenu open at a time. */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const routes = usePermissionStore((state) => state.addRoutes);
  const sidebarLogo = useSettingsStore((state) => state.sidebarLogo);
  const title = useRouteTitle();
  const { pathname } = useLocation();
  const menu = useMemo(() => buildMenu(routes), [routes]);
  const items = useMemo(() => toItems(menu, title), [menu, title]);
  const activeMenu = matchRoute(routes, pathname)?.record.meta?.activeMenu ?? pathname;

  // The active page's branch opens when the route changes (adjusting state while rendering, not in an effect).
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorKeys(menu, activeMenu));
  const [openedFor, setOpenedFor] = useState(activeMenu);
  if (openedFor !== activeMenu) {
    setOpenedFor(activeMenu);
    const branch = ancestorKeys(menu, activeMenu);
    if (branch.length > 0) setOpenKeys(branch);
  }

  return (
    <div className="admin-sidebar__inner">
      {sidebarLogo && (
        <Link to={USER_CENTRE_PATH} className="admin-sidebar__logo" aria-label={t('navbar.title')}>
          <LogoMark />
          {!collapsed && <span className="admin-sidebar__logo-title">{t('navbar.title')}</span>}
        </Link>
      )}
      <nav aria-label={t('navbar.menu')}>
        <ConfigProvider theme={{ components: { Menu: { collapsedWidth: SIDEBAR_COLLAPSED_WIDTH } } }}>
          <Menu
            mode="inline"
            theme="dark"
            items={items}
            selectedKeys={[activeMenu]}
            inlineCollapsed={collapsed}
            {...(collapsed
              ? {}
              : { openKeys, onOpenChange: (next: string[]) => setOpenKeys(nextOpenKeys(openKeys, next)) })}
          />
        </ConfigProvider>
      </nav>
    </div>
  );
}
