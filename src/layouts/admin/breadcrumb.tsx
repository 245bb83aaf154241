import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermissionStore } from '@/stores/permission';
import { breadcrumbEntries } from './breadcrumb-entries';
import { matchedWithPaths } from './route-utils';
import { useRouteTitle } from './use-route-title';

/** SPEC §2 breadcrumb, computed by the pure breadcrumbEntries(). */
export function AppBreadcrumb() {
  const { t } = useTranslation();
  const routes = usePermissionStore((state) => state.addRoutes);
  const { pathname } = useLocation();
  const title = useRouteTitle();
  const entries = useMemo(() => breadcrumbEntries(matchedWithPaths(routes, pathname)), [routes, pathname]);
  return (
    <nav aria-label={t('navbar.breadcrumb')} className="admin-breadcrumb">
      <Breadcrumb
        items={entries.map((entry) => ({
          key: entry.key,
          title: entry.to ? (
            <Link to={entry.to}>{title(entry.title)}</Link>
          ) : (
            <span className="admin-breadcrumb__text">{title(entry.title)}</span>
          ),
        }))}
      />
    </nav>
  );
}
