import type { AppRouteRecord } from '@/lib/route-record';

/**
 * Talent filings (ordinary, high-level, graduates) and reward applications of an approved organisation.
 * Titles are keys in src/locales/<lang>/route.talent.json.
 */
export const talentFilingRoutes: AppRouteRecord[] = [];

/** Review pages of filings and reward applications; mounted under the review menu by portal-management-routes. */
export const talentReviewChildren: AppRouteRecord[] = [];
