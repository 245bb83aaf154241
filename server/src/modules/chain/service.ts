import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { LedgerEvent } from '../../../../src/contracts/chain';
import type { AppContext, Queryable } from '../../context';
import { rowsOf } from '../../db/client';
import { ledgerEvents, ledgerHead } from '../../db/schema';
import { dayNumberToDate, DAY_MS, SHANGHAI_OFFSET_MS, shanghaiDayNumber } from '../../lib/time';

/** Block rule: a new block every 10 events, or when the current block started more than 60 s before the event. */
export const BLOCK_MAX_EVENTS = 10;
export const BLOCK_MAX_AGE_MS = 60_000;
/** Events sealed per transaction. */
const SEAL_CHUNK = 500;

/** Appends one platform event; heights are assigned later by `sealBlocks`, in id order. */
export async function appendLedgerEvent(tx: Queryable, kind: LedgerEvent, ref: string, at: Date): Promise<void> {
  await tx.insert(ledgerEvents).values({ kind, ref, createdAt: at });
}

/** Assigns block heights to unsealed events, deterministically from their order and times. */
export async function sealBlocks(ctx: Pick<AppContext, 'db'>): Promise<number> {
  // Short transactions of SEAL_CHUNK events each: a backlog after a burst never holds the database (for PGlite,
  // the only connection) long enough to delay the requests that arrive meanwhile.
  for (;;) {
    const { height, sealed } = await sealChunk(ctx);
    if (sealed < SEAL_CHUNK) return height;
  }
}

async function sealChunk(ctx: Pick<AppContext, 'db'>): Promise<{ height: number; sealed: number }> {
  return ctx.db.transaction(async (tx) => {
    await tx.insert(ledgerHead).values({ id: 1, height: 0, blockSize: 0 }).onConflictDoNothing();
    const [head] = await tx.select().from(ledgerHead).where(eq(ledgerHead.id, 1)).for('update');
    if (!head) return { height: 0, sealed: 0 };
    let { height, blockSize } = head;
    let startedAt = head.blockStartedAt;
    const pending = await tx
      .select({ id: ledgerEvents.id, createdAt: ledgerEvents.createdAt })
      .from(ledgerEvents)
      .where(isNull(ledgerEvents.blockHeight))
      .orderBy(asc(ledgerEvents.id))
      .limit(SEAL_CHUNK);
    if (pending.length === 0) return { height, sealed: 0 };
    const assigned: { id: number; height: number }[] = [];
    for (const event of pending) {
      if (
        height === 0 ||
        blockSize >= BLOCK_MAX_EVENTS ||
        !startedAt ||
        event.createdAt.getTime() - startedAt.getTime() > BLOCK_MAX_AGE_MS
      ) {
        height += 1;
        blockSize = 0;
        startedAt = event.createdAt;
      }
      blockSize += 1;
      assigned.push({ id: event.id, height });
    }
    const values = sql.join(
      assigned.map((item) => sql`(${item.id}::int, ${item.height}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ledger_events set block_height = v.h from (values ${values}) as v(id, h) where ledger_events.id = v.id`,
    );
    await tx.update(ledgerHead).set({ height, blockSize, blockStartedAt: startedAt }).where(eq(ledgerHead.id, 1));
    return { height, sealed: pending.length };
  });
}

export async function currentBlockNumber(ctx: Pick<AppContext, 'db'>): Promise<number> {
  return sealBlocks(ctx);
}

/** Events per Asia/Shanghai day for the last 30 days, zero days included (30 points). */
export async function dailyTransactions(
  ctx: Pick<AppContext, 'db' | 'now'>,
): Promise<{ time1: string; allData: number }[]> {
  const today = shanghaiDayNumber(ctx.now());
  const firstDay = today - 29;
  const since = new Date(firstDay * DAY_MS - SHANGHAI_OFFSET_MS);
  const result = await ctx.db.execute(
    sql`select floor((extract(epoch from ${ledgerEvents.createdAt}) * 1000 + ${SHANGHAI_OFFSET_MS}) / ${DAY_MS})::int as day, count(*)::int as count
        from ${ledgerEvents} where ${and(gte(ledgerEvents.createdAt, since))} group by 1`,
  );
  const counts = new Map(
    rowsOf<{ day: number; count: number }>(result).map((row) => [Number(row.day), Number(row.count)]),
  );
  const series: { time1: string; allData: number }[] = [];
  for (let day = firstDay; day <= today; day += 1)
    series.push({ time1: dayNumberToDate(day), allData: counts.get(day) ?? 0 });
  return series;
}
