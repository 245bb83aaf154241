import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { pruneAuthRows } from '../modules/auth/service';
import { mailDailyCheckpoint } from '../modules/chain/checkpoint-mail';
import { sweepUploads } from '../modules/upload/service';
import { pruneRateLimits } from './rate-limits';
import { shanghaiHour } from '#utils/shanghai-date';

export const HOUSEKEEPING_INTERVAL_MS = 3600 * 1000;

/** Deletes what has outlived its use (orphan uploads, ended sessions, old attempts, ended rate-limit windows); each step is one statement per batch, so instances may run it together. */
export async function housekeeping(
  ctx: AppContext,
): Promise<{ uploads: number; rateLimits: number; vacuumed: boolean; checkpointMailed: boolean }> {
  const removed = await sweepUploads(ctx);
  await pruneAuthRows(ctx);
  const windows = await pruneRateLimits(ctx.db, ctx.now());
  const checkpointMailed = await mailDailyCheckpoint(ctx);
  return { uploads: removed, rateLimits: windows, vacuumed: await maintainPglite(ctx), checkpointMailed };
}

/** Beijing hour of the nightly PGlite maintenance. */
export const MAINTENANCE_HOUR = 3;

/**
 * PGlite runs PostgreSQL in single-user mode: no autovacuum. Without it the planner's statistics never follow the
 * tables' growth and dead rows are never reclaimed, so once a night (the hourly run within 03:00–04:00 Beijing time)
 * it is done here: `VACUUM (ANALYZE)`, a pause of a few seconds at a million leads. PostgreSQL does it itself.
 */
async function maintainPglite(ctx: AppContext): Promise<boolean> {
  if (ctx.database.kind !== 'pglite') return false;
  if (shanghaiHour(ctx.now()) !== MAINTENANCE_HOUR) return false;
  await ctx.db.execute(sql`vacuum (analyze)`);
  return true;
}
