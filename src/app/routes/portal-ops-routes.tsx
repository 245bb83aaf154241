import { rolesFor } from '@/contracts/access';
import { OPS_PATHS } from '@/contracts/app-paths';
import { API } from '@/contracts/paths';
import type { AppRouteRecord } from '@/lib/route-record';

// Each page is open to the roles that may make its calls (src/contracts/access.ts).
const CONTENT = rolesFor(API.contentList);
const ACCOUNTS = rolesFor(API.adminUsersList);
const AUDIT = rolesFor(API.auditList);
const SITE = rolesFor(API.adminSiteSettings);
const SESSIONS = rolesFor(API.adminSessionsList);

/**
 * The operations console (DECISIONS D8, D13): the talent-portal articles (managing unit and admin), the
 * accounts, the audit log, the active sessions and the site facts (admin). Titles are keys in src/locales/<lang>/route.ops.json.
 */
export const contentRoutes: AppRouteRecord[] = [
  {
    path: '/content',
    component: 'Layout',
    redirect: OPS_PATHS.articles,
    meta: { roles: CONTENT },
    children: [
      {
        path: 'articles',
        name: 'opsarticles',
        component: () => import('@/pages/portal/content/articles-page'),
        meta: { title: 'opsarticles', icon: 'file-text', roles: CONTENT },
      },
      {
        path: 'articleedit',
        name: 'opsarticleedit',
        hidden: true,
        component: () => import('@/pages/portal/content/article-edit-page'),
        // Always the article of its ?id= as saved now; the list stays kept alive behind it.
        meta: {
          title: 'opsarticleedit',
          icon: 'file-text',
          roles: CONTENT,
          activeMenu: OPS_PATHS.articles,
          noCache: true,
        },
      },
    ],
  },
];

/**
 * Under the same /account prefix as the own-account page, one shell record per page, so each is its own sidebar
 * link for the admin and organisations keep their single 账号管理 link.
 */
export const accountOpsRoutes: AppRouteRecord[] = [
  {
    path: '/account',
    component: 'Layout',
    redirect: OPS_PATHS.users,
    meta: { roles: ACCOUNTS },
    children: [
      {
        path: 'users',
        name: 'opsusers',
        component: () => import('@/pages/portal/ops/users-page'),
        meta: { title: 'opsusers', icon: 'team', roles: ACCOUNTS },
      },
    ],
  },
  {
    path: '/account',
    component: 'Layout',
    redirect: OPS_PATHS.audit,
    meta: { roles: AUDIT },
    children: [
      {
        path: 'audit',
        name: 'opsaudit',
        component: () => import('@/pages/portal/ops/audit-page'),
        meta: { title: 'opsaudit', icon: 'history', roles: AUDIT },
      },
    ],
  },
  {
    path: '/account',
    component: 'Layout',
    redirect: OPS_PATHS.sessions,
    meta: { roles: SESSIONS },
    children: [
      {
        path: 'sessions',
        name: 'opssessions',
        component: () => import('@/pages/portal/ops/sessions-page'),
        meta: { title: 'opssessions', icon: 'safety', roles: SESSIONS },
      },
    ],
  },
  {
    path: '/account',
    component: 'Layout',
    redirect: OPS_PATHS.siteSettings,
    meta: { roles: SITE },
    children: [
      {
        path: 'site',
        name: 'opssite',
        component: () => import('@/pages/portal/ops/site-settings-page'),
        meta: { title: 'opssite', icon: 'setting', roles: SITE },
      },
    ],
  },
];
