import { rolesFor, type ApiPath } from '@/contracts/access';
import { API } from '@/contracts/paths';
import type { AppRouteRecord } from '@/lib/route-record';
import { portalShell, type PortalPage } from './portal-shell';

/**
 * The operations console (DECISIONS D8, D13): the talent-portal articles (managing unit and admin), the
 * accounts, the audit log, the active sessions and the site facts (admin). Titles are keys in src/locales/<lang>/route.ops.json.
 * Each page is open to the roles that may make its calls (src/contracts/access.ts).
 */
export const contentRoutes: AppRouteRecord[] = [
  portalShell('/content', rolesFor(API.contentList), [
    {
      path: 'articles',
      name: 'opsarticles',
      icon: 'file-text',
      page: () => import('@/pages/portal/content/articles-page'),
    },
    // Always the article of its ?id= as saved now; the list stays kept alive behind it.
    {
      path: 'articleedit',
      name: 'opsarticleedit',
      icon: 'file-text',
      detail: true,
      page: () => import('@/pages/portal/content/article-edit-page'),
    },
  ]),
];

/** The account pages of the console, each with the call that decides who may open it. */
const ACCOUNT_OPS_PAGES: (PortalPage & { call: ApiPath })[] = [
  {
    call: API.adminUsersList,
    path: 'users',
    name: 'opsusers',
    icon: 'team',
    page: () => import('@/pages/portal/ops/users-page'),
  },
  {
    call: API.auditList,
    path: 'audit',
    name: 'opsaudit',
    icon: 'history',
    page: () => import('@/pages/portal/ops/audit-page'),
  },
  {
    call: API.adminSessionsList,
    path: 'sessions',
    name: 'opssessions',
    icon: 'safety',
    page: () => import('@/pages/portal/ops/sessions-page'),
  },
  {
    call: API.adminSiteSettings,
    path: 'site',
    name: 'opssite',
    icon: 'setting',
    page: () => import('@/pages/portal/ops/site-settings-page'),
  },
];

/**
 * Under the same /account prefix as the own-account page, one shell record per page, so each is its own sidebar
 * link for the admin and organisations keep their single 账号管理 link.
 */
export const accountOpsRoutes: AppRouteRecord[] = ACCOUNT_OPS_PAGES.map(({ call, ...page }) =>
  portalShell('/account', rolesFor(call), [page]),
);
