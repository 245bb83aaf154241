import { rolesFor } from '@/contracts/access';
import { API } from '@/contracts/paths';
import type { AppRouteRecord } from '@/lib/route-record';
import { registerBadgeSource } from '@/stores/badges';
import { REVIEW_REGISTRATIONS_ROUTE } from '@/features/review/badge';
import { portalShell } from './portal-shell';
import { talentReviewChildren } from './portal-talent-routes';

// Loaded on demand: the route table is on the entry chunk, the request layer is not needed there.
registerBadgeSource(REVIEW_REGISTRATIONS_ROUTE, async () =>
  (await import('@/features/review/api')).fetchPendingRegistrationCount(),
);

// Each page is open to the roles that may make its calls (src/contracts/access.ts).
const REVIEW = rolesFor(API.reviewList);
const LEADS = rolesFor(API.leadsList);
const SERVICE = rolesFor(API.serviceList);

/**
 * The managing unit's and the operator's screens (DECISIONS D7): registration review, lead inbox, and an
 * organisation's service invitations. Titles are keys in src/locales/<lang>/route.management.json.
 */
export const managementRoutes: AppRouteRecord[] = [
  {
    path: '/review',
    component: 'Layout',
    redirect: '/review/registrations',
    alwaysShow: true,
    meta: { title: 'review', icon: 'audit', roles: REVIEW },
    children: [
      {
        path: 'registrations',
        name: REVIEW_REGISTRATIONS_ROUTE,
        component: () => import('@/pages/portal/review/registrations-page'),
        meta: { title: 'reviewregistrations', icon: 'audit', roles: REVIEW },
      },
      ...talentReviewChildren,
    ],
  },
  portalShell('/leads', LEADS, [
    { path: 'index', name: 'leads', icon: 'leads', page: () => import('@/pages/portal/leads/leads-page') },
  ]),
  // '/service' itself is the public support page (a static route); only these children live in the portal.
  portalShell('/service', SERVICE, [
    {
      path: 'inviteservice',
      name: 'inviteservice',
      icon: 'service',
      page: () => import('@/pages/portal/service/invite-service-page'),
    },
    // The operator's reply may have arrived since the last visit.
    {
      path: 'inviteservicedetail',
      name: 'inviteservicedetail',
      icon: 'service',
      detail: true,
      page: () => import('@/pages/portal/service/invite-service-detail-page'),
    },
  ]),
];
