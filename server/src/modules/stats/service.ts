import { and, count, eq, inArray } from 'drizzle-orm';
import type { PortalStats } from '#contracts/stats';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { exactCounts, tallyByStatus } from '../../db/search';

/** How long the figures are reused: the portal home is public, and a count per visit is wasted work. */
export const STATS_TTL_MS = 5_000;

const ORGANISATION_ROLES = ['enterprise', 'institution', 'school'];

/**
 * Counts straight from the database: approved organisations, and approved talent filings and reward applications
 * from the exact tallies (row_tallies) rather than by counting every row.
 */
export async function countPortalStats(ctx: AppContext): Promise<PortalStats> {
  const [[organisations], talents, rewards] = await Promise.all([
    ctx.db
      .select({ value: count() })
      .from(users)
      .where(and(eq(users.status, 'approved'), inArray(users.role, ORGANISATION_ROLES))),
    tallyByStatus(ctx.db, 'talent_filings'),
    tallyByStatus(ctx.db, 'reward_applications'),
  ]);
  return {
    organisations: Number(organisations?.value ?? 0),
    talents: exactCounts(talents, ['approved']).total,
    rewards: exactCounts(rewards, ['approved']).total,
  };
}

/**
 * The figures, counted at most once per TTL per process (by the app's clock): requests that arrive together
 * share one count, and a failed count is not kept.
 */
export function cachedPortalStats(ctx: AppContext, ttlMs = STATS_TTL_MS): () => Promise<PortalStats> {
  let cached: { at: number; value: Promise<PortalStats> } | undefined;
  return () => {
    const now = ctx.now().getTime();
    if (cached && now - cached.at < ttlMs) return cached.value;
    const entry = { at: now, value: countPortalStats(ctx) };
    cached = entry;
    entry.value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return entry.value;
  };
}
