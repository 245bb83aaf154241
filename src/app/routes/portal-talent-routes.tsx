import { rolesFor } from '@/contracts/access';
import { API } from '@/contracts/paths';
import type { AppRouteRecord } from '@/lib/route-record';
import { registerBadgeSource } from '@/stores/badges';
import { REVIEW_FILINGS_ROUTE, REVIEW_REWARDS_ROUTE } from '@/features/review/badge';
import { portalShell } from './portal-shell';

// Pending counts next to the review entries from the first screen, not only once the page has been opened.
registerBadgeSource(REVIEW_FILINGS_ROUTE, async () =>
  (await import('@/features/review/api')).fetchPendingTalentCount(),
);
registerBadgeSource(REVIEW_REWARDS_ROUTE, async () =>
  (await import('@/features/review/api')).fetchPendingRewardCount(),
);

// Each page is open to the roles that may make its calls (src/contracts/access.ts).
const FILINGS = rolesFor(API.talentList);
const REWARDS = rolesFor(API.rewardCreate);
const TALENT_REVIEW = rolesFor(API.talentReviewList);
const REWARD_REVIEW = rolesFor(API.rewardReviewList);

/**
 * The three kinds' list, detail and registration records (SPEC §2 names), plus a redirect-only record per kind. The
 * kinds share one page of each, which reads its kind from the path.
 */
function kindRecords(kind: 'common' | 'high' | 'graduates', icon: string): AppRouteRecord[] {
  const list = kind === 'common' ? 'commontalentlist' : kind === 'high' ? 'hightalentlist' : 'graduatestalentlist';
  const listPath = `/talentregistration/${list}`;
  return [
    {
      path: list,
      name: list,
      component: () => import('@/pages/portal/talent-filings/talent-list-page'),
      meta: { title: list, icon, roles: FILINGS },
    },
    {
      path: `${kind}detail`,
      name: `${kind}detail`,
      hidden: true,
      component: () => import('@/pages/portal/talent-filings/talent-detail-page'),
      // Always the ?id= asked for: no stale filing from the keep-alive cache.
      meta: { title: `${kind}detail`, roles: FILINGS, activeMenu: listPath, noCache: true },
    },
    {
      path: `${kind}registration`,
      name: `${kind}registration`,
      hidden: true,
      component: () => import('@/pages/portal/talent-filings/talent-registration-page'),
      meta: { title: `${kind}registration`, roles: FILINGS, activeMenu: listPath, noCache: true },
    },
    // SPEC §2: the kind's parent path redirects to its talent list.
    { path: kind, hidden: true, redirect: listPath, meta: { roles: FILINGS } },
  ];
}

/**
 * Talent filings (ordinary, high-level, graduates) and reward applications of an approved organisation.
 * Titles are keys in src/locales/<lang>/route.talent.json.
 */
export const talentFilingRoutes: AppRouteRecord[] = [
  {
    path: '/talentregistration',
    component: 'Layout',
    redirect: '/talentregistration/commontalentlist',
    alwaysShow: true,
    meta: { title: 'talentregistration', icon: 'talent', roles: FILINGS },
    children: [
      ...kindRecords('common', 'team'),
      ...kindRecords('high', 'solution'),
      ...kindRecords('graduates', 'idcard'),
    ],
  },
  portalShell('/rewardapply', REWARDS, [
    {
      path: 'rewardapply',
      name: 'rewardapply',
      icon: 'reward',
      page: () => import('@/pages/portal/rewards/reward-apply-page'),
    },
  ]),
];

/** Review pages of filings and reward applications; mounted under the review menu by portal-management-routes. */
export const talentReviewChildren: AppRouteRecord[] = [
  {
    path: 'talents',
    name: REVIEW_FILINGS_ROUTE,
    component: () => import('@/pages/portal/review/filings-review-page'),
    meta: { title: 'reviewtalents', icon: 'form', roles: TALENT_REVIEW },
  },
  {
    path: 'rewards',
    name: REVIEW_REWARDS_ROUTE,
    component: () => import('@/pages/portal/review/rewards-review-page'),
    meta: { title: 'reviewrewards', icon: 'reward', roles: REWARD_REVIEW },
  },
];
