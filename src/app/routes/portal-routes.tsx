import type { AppRouteRecord } from '@/lib/route-record';
import { managementRoutes } from './portal-management-routes';
import { talentFilingRoutes } from './portal-talent-routes';
import { accountOpsRoutes, contentRoutes } from './portal-ops-routes';
import { NOTIFICATION_LINKS, USER_CENTRE_PATH } from '@/contracts/app-paths';
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
  {
    path: '/homepage',
    component: 'Layout',
    redirect: USER_CENTRE_PATH,
    children: [
      {
        path: 'homepage',
        name: 'homepage',
        component: () => import('@/pages/portal/homepage/homepage-page'),
        meta: { title: 'homepage', icon: 'home', affix: true },
      },
    ],
  },
  ...talentFilingRoutes,
  ...managementRoutes,
  ...contentRoutes,
  ...accountOpsRoutes,
  {
    path: '/notifications',
    component: 'Layout',
    redirect: NOTIFICATION_LINKS.list,
    meta: { roles: NOTIFICATIONS },
    children: [
      {
        path: 'index',
        name: 'notifications',
        component: () => import('@/pages/portal/notifications/notifications-page'),
        meta: { title: 'notifications', icon: 'notification', roles: NOTIFICATIONS, noCache: true },
      },
    ],
  },
  {
    path: '/account',
    component: 'Layout',
    redirect: '/account/accountmanagement',
    children: [
      {
        path: 'accountmanagement',
        name: 'accountmanagement',
        component: () => import('@/pages/portal/account/account-page'),
        meta: { title: 'accountmanagement', icon: 'user' },
      },
    ],
  },
];
