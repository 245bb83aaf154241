import type { AppRouteRecord } from '@/lib/route-record';

/**
 * The async (logged-in) route table (SPEC §3 route records): the guard, sidebar, breadcrumb, tags view and
 * page titles all read it. Pages are lazy so none of this reaches the marketing site's first load.
 */
export const asyncRoutes: AppRouteRecord[] = [];
