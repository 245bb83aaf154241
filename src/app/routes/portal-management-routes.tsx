import type { AppRouteRecord } from '@/lib/route-record';

/**
 * The managing unit's and the operator's screens (DECISIONS D7): registration review, lead inbox, and an
 * organisation's service invitations. Titles are keys in src/locales/<lang>/route.management.json.
 */
export const managementRoutes: AppRouteRecord[] = [];
