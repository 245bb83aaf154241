import { z } from 'zod';

/**
 * GET /portal/stats/overview: public figures of the talent portal's home, counts only (no personal data).
 * Cached by the server for a few seconds, so a figure may lag a decision by that much.
 */
export const portalStatsSchema = z.object({
  /** Organisations (enterprise, institution, school) whose registration was approved. */
  organisations: z.number().int().nonnegative(),
  /** Approved talent filings, every kind. */
  talents: z.number().int().nonnegative(),
  /** Approved reward applications. */
  rewards: z.number().int().nonnegative(),
});
export type PortalStats = z.infer<typeof portalStatsSchema>;
