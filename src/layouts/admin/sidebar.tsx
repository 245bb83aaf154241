import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Badge, ConfigProvider, Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { matchRoute } from '@/lib/route-record';
import { usePermissionStore } from '@/stores/permission';
import { useSettingsStore } from '@/stores/settings';
import { refreshBadges, useBadgesStore } from '@/stores/badges';
import { USER_CENTRE_PATH } from '@/contracts/app-paths';
import { ancestorKeys, badgeCountOf, buildMenu, nextOpenKeys, routeNamesByPath, type MenuNode } from './sidebar-menu';
import { RouteIcon } from './icons';
import { useRouteTitle } from './use-route-title';
import { LogoMark } from './logo-mark';

export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

type MenuItems = NonNullable<MenuProps['items']>;

/** A count next to an entry (e.g. pending registrations); nothing at zero. */
function EntryBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <Badge
      count={count}
      size="small"
      overflowCount={99}
      className="admin-sidebar__badge"
      title={label}
      style={{ boxShadow: 'none', marginInlineStart: 8 }}
    />
  );
}

function toItems(
  nodes: readonly MenuNode[],
  title: (key?: string) => string,
  badges: { names: Readonly<Record<string, string>>; counts: Readonly<Record<string, number>> },
): MenuItems {
  return nodes.map((node) => {
    const label = title(node.title);
    const icon = node.icon ? <RouteIcon name={node.icon} /> : undefined;
    const count = badgeCountOf(node, badges.names, badges.counts);
    const badge = <EntryBadge count={count} label={String(count)} />;
    if (node.children) {
      return {
        key: node.key,
        icon,
        label: (
          <>
            {label}
            {badge}
          </>
        ),
        children: toItems(node.children, title, badges),
      };
    }
    const link = node.external ? (
      <a href={node.key} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    ) : (
      <Link to={node.key}>{label}</Link>
    );
    return {
      key: node.key,
      icon,
      label: (
        <>
          {link}
          {badge}
        </>
      ),
      title: label,
    };
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
  const counts = useBadgesStore((state) => state.counts);
  const names = useMemo(() => routeNamesByPath(routes), [routes]);
  const items = useMemo(() => toItems(menu, title, { names, counts }), [menu, title, names, counts]);
  // Badge counts (e.g. pending registrations) are fetched once the shell shows the routes they belong to.
  const routeNames = Object.values(names).join(',');
  useEffect(() => {
    if (routeNames) void refreshBadges(routeNames.split(','));
  }, [routeNames]);
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
