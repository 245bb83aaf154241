import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { LedgerEvent } from '#contracts/ledger-events';
import { blockHashOf, merkleRootOf, payloadHashOf, txHashOf, ZERO_HASH } from '#utils/ledger-hash';
import type { AppContext, Queryable } from '../../context';
import { rowsOf, type Db } from '../../db/client';
import { ledgerBlocks, ledgerEvents, ledgerHead } from '../../db/schema';
import { nodeDigest } from '../../lib/crypto';
import { dayNumberStart, dayNumberToDate, shanghaiDayNumber } from '#utils/shanghai-date';
import { insertCheckpoint } from './head';
import type { NoteSigner } from './keys';
import {
  buildMissingPayloads,
  buildPayloads,
  newOpaqueRef,
  newSalt,
  payloadText,
  txFieldsOf,
  type Payload,
} from './payloads';
import { appendLeaves, treeSize } from './tree';

/** Block rule: a new block every 10 events, or when the current block started more than 60 s before the event. */
export const BLOCK_MAX_EVENTS = 10;
export const BLOCK_MAX_AGE_MS = 60_000;
/**
 * How long one sealing transaction may hold the database. PGlite has one connection: every request waits for the
 * chunk being sealed, so the chunk size adapts to keep each transaction near this (fewer events when the machine is
 * busy, more when it is idle). On PostgreSQL a chunk blocks no request (it locks only the head row and events no
 * request touches); the same rule keeps its transactions short too.
 */
const SEAL_TARGET_MS = 25;
const SEAL_CHUNK = { first: 200, min: 50, max: 2000 } as const;

/**
 * Appends one platform event with its payload (payloads.ts) built from the rows the same transaction has just
 * written; heights and transaction hashes are assigned later by `sealBlocks`, in id order.
 */
export async function appendLedgerEvent(tx: Queryable, kind: LedgerEvent, ref: string, at: Date): Promise<void> {
  const [payload] = await buildPayloads(tx, [{ kind, ref }]);
  await insertLedgerEvent(tx, kind, ref, at, payload!);
}

/** Writes one event with its payload and a new opaque reference. */
export async function insertLedgerEvent(
  tx: Queryable,
  kind: LedgerEvent,
  ref: string,
  at: Date,
  payload: Payload,
): Promise<void> {
  const text = payloadText(payload, newSalt());
  await tx.insert(ledgerEvents).values({
    kind,
    ref,
    opaqueRef: newOpaqueRef(),
    createdAt: at,
    payload: text,
    payloadHash: await payloadHashOf(nodeDigest, text),
  });
}

/** The log key signs each new tree head; without it (a benchmark's seeding) the head is signed when first served. */
type SealCtx = Pick<AppContext, 'db' | 'now'> & { ledgerKey?: NoteSigner | undefined };

interface NewBlock {
  height: number;
  startedAt: Date;
  txHashes: string[];
}

interface SealState {
  running: Promise<number>;
  next: Promise<number> | null;
}
const sealing = new WeakMap<Db, SealState>();

/**
 * Seals every event written before the call into hashed blocks and returns the height. One sealing at a time per
 * process; a call made while one runs gets the run after it (which sees its events), shared by every such call.
 * Across instances the head row's lock keeps a single writer (D11).
 */
export function sealBlocks(ctx: SealCtx): Promise<number> {
  const state = sealing.get(ctx.db);
  if (!state) return startSealing(ctx);
  state.next ??= state.running.catch(() => undefined).then(() => startSealing(ctx));
  return state.next;
}

function startSealing(ctx: SealCtx): Promise<number> {
  const state: SealState = { running: sealAll(ctx), next: null };
  sealing.set(ctx.db, state);
  state.running
    .finally(() => {
      if (sealing.get(ctx.db) === state && !state.next) sealing.delete(ctx.db);
    })
    .catch(() => undefined);
  return state.running;
}

async function sealAll(ctx: SealCtx): Promise<number> {
  // Nothing waiting (a page view's usual case): the height is read without the head row's lock, so that a public
  // explorer read is not a write transaction. An event committed after this read is sealed by the next call.
  const [waiting] = await ctx.db
    .select({ id: ledgerEvents.id })
    .from(ledgerEvents)
    .where(isNull(ledgerEvents.blockHeight))
    .limit(1);
  if (!waiting) return headHeight(ctx.db);
  // Transactions of about SEAL_TARGET_MS each, with a turn of the event loop between them: a backlog after a burst
  // never holds the database long enough to delay the requests that arrive meanwhile.
  let chunk: number = SEAL_CHUNK.first;
  for (;;) {
    const started = performance.now();
    const { height, sealed } = await sealChunk(ctx, chunk);
    if (sealed < chunk) return height;
    const elapsed = Math.max(1, performance.now() - started);
    chunk = Math.round(Math.min(SEAL_CHUNK.max, Math.max(SEAL_CHUNK.min, (chunk * SEAL_TARGET_MS) / elapsed)));
    // A macrotask turn: requests that arrived meanwhile run their statements before the next chunk.
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

async function sealChunk(ctx: SealCtx, chunk: number): Promise<{ height: number; sealed: number }> {
  return ctx.db.transaction(async (tx) => {
    await tx.insert(ledgerHead).values({ id: 1, height: 0, blockSize: 0 }).onConflictDoNothing();
    // The lock that makes one sealer at a time across instances; the head itself is read from the blocks.
    await tx.select({ id: ledgerHead.id }).from(ledgerHead).where(eq(ledgerHead.id, 1)).for('update');
    const [head] = await tx.select().from(ledgerBlocks).orderBy(desc(ledgerBlocks.height)).limit(1);
    const pending = await tx
      .select({
        id: ledgerEvents.id,
        kind: ledgerEvents.kind,
        ref: ledgerEvents.ref,
        opaqueRef: ledgerEvents.opaqueRef,
        createdAt: ledgerEvents.createdAt,
        payloadHash: ledgerEvents.payloadHash,
      })
      .from(ledgerEvents)
      .where(isNull(ledgerEvents.blockHeight))
      .orderBy(asc(ledgerEvents.id))
      .limit(chunk);
    if (pending.length === 0) return { height: head?.height ?? 0, sealed: 0 };

    // Events without a payload (sealed before the hash chain, or from a writer that left it out) get one now.
    const missing = pending.filter((event) => event.payloadHash === null);
    const built = new Map<number, { payload: string; payloadHash: string }>();
    if (missing.length > 0) {
      const payloads = await buildMissingPayloads(tx, nodeDigest, missing);
      missing.forEach((event, index) => built.set(event.id, payloads[index]!));
    }

    const now = ctx.now();
    // A sealed block is never sealed again (D12): pending events always go into new blocks, of at most 10 events
    // that started within 60 s of each other.
    const blocks: NewBlock[] = [];
    let current: NewBlock | null = null;
    const updates: {
      id: number;
      height: number;
      txHash: string;
      payload: string | null;
      payloadHash: string | null;
    }[] = [];
    for (const event of pending) {
      const payloadHash = event.payloadHash ?? built.get(event.id)!.payloadHash;
      const txHash = await txHashOf(nodeDigest, txFieldsOf({ ...event, payloadHash }));
      if (
        !current ||
        current.txHashes.length >= BLOCK_MAX_EVENTS ||
        event.createdAt.getTime() - current.startedAt.getTime() > BLOCK_MAX_AGE_MS
      ) {
        current = {
          height: (blocks.at(-1)?.height ?? head?.height ?? 0) + 1,
          startedAt: event.createdAt,
          txHashes: [],
        };
        blocks.push(current);
      }
      current.txHashes.push(txHash);
      const fill = built.get(event.id);
      updates.push({
        id: event.id,
        height: current.height,
        txHash,
        payload: fill?.payload ?? null,
        payloadHash: fill?.payloadHash ?? null,
      });
    }

    let prevHash = head?.hash ?? ZERO_HASH;
    const inserts: (typeof ledgerBlocks.$inferInsert)[] = [];
    for (const block of blocks) {
      const merkleRoot = await merkleRootOf(nodeDigest, block.txHashes);
      const values = {
        height: block.height,
        prevHash,
        merkleRoot,
        txCount: block.txHashes.length,
        startedAt: block.startedAt,
        sealedAt: now,
        hash: await blockHashOf(nodeDigest, { height: block.height, prevHash, merkleRoot, sealedAt: now }),
      };
      inserts.push(values);
      prevHash = values.hash;
    }
    const last = inserts.at(-1)!;

    // One statement for the new blocks (a plain insert: a height taken already fails, it is never overwritten).
    await tx.insert(ledgerBlocks).values(inserts);
    // Legacy events: their payloads, built above from the rows, written before the event is sealed: the
    // application's role may fill a payload only while the event is unsealed (ledger_events_seal_once).
    for (const item of updates)
      if (item.payload !== null)
        await tx
          .update(ledgerEvents)
          .set({ payload: item.payload, payloadHash: item.payloadHash })
          .where(and(eq(ledgerEvents.id, item.id), isNull(ledgerEvents.payloadHash)));
    // Three array parameters rather than a VALUES list: a chunk binds and plans as fast as one row.
    const list = (values: (string | number)[]) => `{${values.join(',')}}`;
    await tx.execute(
      sql`update ledger_events set block_height = v.h, tx_hash = v.t
          from unnest(${list(updates.map((item) => item.id))}::int[], ${list(updates.map((item) => item.height))}::int[],
                      ${list(updates.map((item) => item.txHash))}::text[]) as v(id, h, t)
          where ledger_events.id = v.id and ledger_events.block_height is null`,
    );
    // The same transactions, in the same order, become leaves of the log's tree, and the new tree head is signed.
    const tree = await appendLeaves(
      tx,
      updates.map((item) => item.txHash),
    );
    if (ctx.ledgerKey) await insertCheckpoint(tx, ctx.ledgerKey, tree, now);
    await tx
      .update(ledgerHead)
      .set({ height: last.height, blockSize: last.txCount, blockStartedAt: last.startedAt })
      .where(eq(ledgerHead.id, 1));
    return { height: last.height, sealed: pending.length };
  });
}

/** Leaves added per transaction when the tree catches up with blocks sealed before it existed. */
const CATCH_UP_CHUNK = 5000;

/**
 * Adds to the tree the sealed transactions it does not hold yet (a ledger sealed before the tree existed, or
 * restored from such a backup), in sealing order: block by block, id order within a block.
 */
export async function catchUpTree(db: Db): Promise<void> {
  const [sealed] = await db
    .select({ count: sql<number>`coalesce(sum(${ledgerBlocks.txCount}), 0)::int` })
    .from(ledgerBlocks);
  if ((await treeSize(db)) >= Number(sealed?.count ?? 0)) return;
  for (;;) {
    const added = await db.transaction(async (tx) => {
      await tx.insert(ledgerHead).values({ id: 1, height: 0, blockSize: 0 }).onConflictDoNothing();
      await tx.select({ id: ledgerHead.id }).from(ledgerHead).where(eq(ledgerHead.id, 1)).for('update');
      const size = await treeSize(tx);
      const rows = await tx
        .select({ txHash: ledgerEvents.txHash })
        .from(ledgerEvents)
        .where(isNotNull(ledgerEvents.blockHeight))
        .orderBy(asc(ledgerEvents.blockHeight), asc(ledgerEvents.id))
        .offset(size)
        .limit(CATCH_UP_CHUNK);
      await appendLeaves(
        tx,
        rows.map((row) => row.txHash ?? ''),
      );
      return rows.length;
    });
    if (added < CATCH_UP_CHUNK) return;
  }
}

/** The height of the newest sealed block (0 before the first), read without sealing. */
export async function headHeight(q: Queryable): Promise<number> {
  const [head] = await q
    .select({ height: ledgerBlocks.height })
    .from(ledgerBlocks)
    .orderBy(desc(ledgerBlocks.height))
    .limit(1);
  return head?.height ?? 0;
}

export async function currentBlockNumber(ctx: SealCtx): Promise<number> {
  return sealBlocks(ctx);
}

/**
 * Events per Asia/Shanghai day for the last 30 days, zero days included (30 points). One index range count per day:
 * no expression evaluated on each of the tens of thousands of events of a busy month.
 */
export async function dailyTransactions(
  ctx: Pick<AppContext, 'db' | 'now'>,
): Promise<{ time1: string; allData: number }[]> {
  const today = shanghaiDayNumber(ctx.now());
  const firstDay = today - 29;
  const since = dayNumberStart(firstDay).toISOString();
  const result = await ctx.db.execute(
    sql`select d.day, (select count(*)::int from ${ledgerEvents} e
                       where e.created_at >= d.start and e.created_at < d.start + interval '24 hours') as count
        from (select g as day, ${since}::timestamptz + (g - ${firstDay}::int) * interval '24 hours' as start
              from generate_series(${firstDay}::int, ${today}::int) g) d`,
  );
  const counts = new Map(
    rowsOf<{ day: number; count: number }>(result).map((row) => [Number(row.day), Number(row.count)]),
  );
  const series: { time1: string; allData: number }[] = [];
  for (let day = firstDay; day <= today; day += 1)
    series.push({ time1: dayNumberToDate(day), allData: counts.get(day) ?? 0 });
  return series;
}
