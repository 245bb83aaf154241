import type { AppRouteRecord } from '@/lib/route-record';
import { managementRoutes } from './portal-management-routes';
import { talentFilingRoutes } from './portal-talent-routes';
import { accountOpsRoutes, contentRoutes } from './portal-ops-routes';
import { portalShell } from './portal-shell';
import { rolesFor } from '@/contracts/access';
import { API } from '@/contracts/paths';

// D15: an organisation's own notifications (the bell in the navbar opens this page).
const NOTIFICATIONS = rolesFor(API.notificationsList);

/**
 * The async (logged-in) route table (SPEC §3 route records): the guard, sidebar, breadcrumb, tags view, header
 * search and page titles all read it. Pages are lazy so none of this reaches the marketing site's first load.
 *
 * Adding a page = adding a record: `meta.title` is a key under `route.` in src/locales/<lang>/route.json (all four
 * languages), `meta.icon` a name from src/layouts/admin/icons.tsx, `meta.roles` limits who sees it, `name` must be
 * unique (it is the keep-alive cache key), `meta.noCache` opts out of keep-alive, `hidden` keeps it out of the
 * sidebar and search (detail pages), `meta.activeMenu` names the sidebar entry to highlight for a hidden page.
 */
export const asyncRoutes: AppRouteRecord[] = [
  portalShell('/homepage', undefined, [
    {
      path: 'homepage',
      name: 'homepage',
      icon: 'home',
      affix: true,
      page: () => import('@/pages/portal/homepage/homepage-page'),
    },
  ]),
  ...talentFilingRoutes,
  ...managementRoutes,
  ...contentRoutes,
  ...accountOpsRoutes,
  portalShell('/notifications', NOTIFICATIONS, [
    {
      path: 'index',
      name: 'notifications',
      icon: 'notification',
      noCache: true,
      page: () => import('@/pages/portal/notifications/notifications-page'),
    },
  ]),
  portalShell('/account', undefined, [
    {
      path: 'accountmanagement',
      name: 'accountmanagement',
      icon: 'user',
      page: () => import('@/pages/portal/account/account-page'),
    },
  ]),
];
