import { createHash } from 'node:crypto';
import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../context';
import { rowsOf, type Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { addressKey } from '../plugins/client-ip';
import { GroupCommit } from './group-commit';

/**
 * Shared rate limits (D11): on PostgreSQL every limited request is counted in the `rate_limits` table by one atomic
 * upsert, so that N instances on one database hold one limit, not N. Requests of the same turn of the event loop
 * share one statement (GroupCommit); when the database does not answer, this process counts in its memory until it
 * does. PGlite lives inside its one process (a second server on the same DATA_DIR refuses to start): there the
 * counters are that process's, shared by every app on the same PGlite client, without a statement per request.
 */

/** Rows per statement and statements at once (PGlite: one connection). */
const MAX_BATCH = 200;
/** A counter statement that takes longer than this is given up for the in-memory count (the request goes on). */
const DATABASE_TIMEOUT_MS = 3_000;
/** While the database does not answer, it is asked again at most this often (the others count in memory at once). */
const RETRY_DATABASE_MS = 5_000;
/** Keys counted in memory at most (ended windows dropped first, then the oldest): memory stays bounded too. */
const MEMORY_KEYS = 50_000;
/** Longest client part of a key; anything longer (or not an address) is hashed. */
const ADDRESS_MAX = 45;
/** Expired rows deleted per statement by the housekeeping. */
const PRUNE_BATCH = 10_000;

/**
 * The client part of a limit key: an IPv4 address, an IPv6 address cut to its /64 (one host usually owns a whole
 * /64, so its addresses share one budget and cannot mint rows), or a hash of anything else: keys stay short and
 * bounded in number by the addresses that really call.
 */
export function clientKey(ip: string): string {
  if (net.isIP(ip) !== 0) {
    const normalised = addressKey(ip);
    if (normalised.length <= ADDRESS_MAX) return normalised;
  }
  return `#${createHash('sha256').update(ip).digest('hex').slice(0, 32)}`;
}

export interface Hit {
  key: string;
  /** Hits to add (the requests of one batch for this key). */
  n: number;
  /** When a window started by this hit ends. */
  expiresAt: Date;
}

export interface Count {
  key: string;
  count: number;
  expiresAt: Date;
}

/**
 * Adds `n` to each key's counter in one statement and returns the new counts. A row whose window has ended (at
 * `now`) starts again at `n` with the hit's `expiresAt`. Keys are locked in key order (no deadlock between two
 * batches), and each key must appear once. Inside a transaction, the row stays locked until it ends: a quota that
 * refuses and rolls back has not counted the refused request.
 */
export async function countHits(db: Queryable, hits: Hit[], now: Date): Promise<Count[]> {
  const values = sql.join(
    hits.map((hit) => sql`(${hit.key}::text, ${hit.n}::int, ${hit.expiresAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    insert into ${rateLimits} as r (key, count, expires_at)
    select key, n, expires from (values ${values}) as v (key, n, expires) order by key
    on conflict (key) do update set
      count = case when r.expires_at <= ${at} then excluded.count else r.count + excluded.count end,
      expires_at = case when r.expires_at <= ${at} then excluded.expires_at else r.expires_at end
    returning key, count, expires_at`);
  return rowsOf<{ key: string; count: number; expires_at: Date | string }>(result).map((row) => ({
    key: row.key,
    count: Number(row.count),
    expiresAt: new Date(row.expires_at),
  }));
}

/** Deletes windows that have ended, a batch per statement (hourly housekeeping; safe on several instances). */
export async function pruneRateLimits(db: Queryable, now: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from ${rateLimits} where key in (
        select key from ${rateLimits} where expires_at <= ${now.toISOString()}::timestamptz limit ${PRUNE_BATCH})
      returning 1`);
    const deleted = rowsOf(result).length;
    removed += deleted;
    if (deleted < PRUNE_BATCH) return removed;
  }
}

interface PendingHit {
  key: string;
  windowMs: number;
}

export interface HitResult {
  /** This request's number within the window (1 = first). */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** The counters, shared through the database (or, on PGlite, by the apps of the process), with the fallback. */
export class SharedCounter {
  private readonly batches: GroupCommit<PendingHit, HitResult>;
  private readonly memory = new Map<string, { count: number; expiresAt: number }>();
  private degraded = false;
  private failedAt = 0;

  constructor(
    /** The database that holds the counters; null: this process's memory (PGlite). */
    private readonly db: Queryable | null,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
    maxInFlight = 1,
  ) {
    this.batches = new GroupCommit((hits) => this.count(hits), { maxBatch: MAX_BATCH, maxInFlight });
  }

  /** Counts one request under `key` in a window of `windowMs` that starts with the key's first request. */
  hit(key: string, windowMs: number): Promise<HitResult> {
    if (this.db) return this.batches.submit({ key, windowMs });
    const now = this.now().getTime();
    const count = this.countInMemory({ key, n: 1, expiresAt: new Date(now + windowMs) }, now);
    return Promise.resolve({ current: count.count, ttl: Math.max(0, count.expiresAt.getTime() - now) });
  }

  /** True while the database does not answer and this process counts alone. */
  get local(): boolean {
    return this.degraded;
  }

  private async count(hits: PendingHit[]): Promise<HitResult[]> {
    const now = this.now();
    const grouped = new Map<string, Hit>();
    for (const hit of hits) {
      const entry = grouped.get(hit.key);
      if (entry) entry.n += 1;
      else grouped.set(hit.key, { key: hit.key, n: 1, expiresAt: new Date(now.getTime() + hit.windowMs) });
    }
    let counts: Count[];
    try {
      // A database that hangs would hold every limited request DATABASE_TIMEOUT_MS: ask it only now and then.
      if (this.degraded && now.getTime() - this.failedAt < RETRY_DATABASE_MS) throw new Error('database unavailable');
      counts = await withTimeout(countHits(this.db!, [...grouped.values()], now), DATABASE_TIMEOUT_MS);
      if (this.degraded) {
        this.degraded = false;
        this.memory.clear();
        this.log.info('rate limits: the database answers again; counters are shared by every instance again');
      }
    } catch (error) {
      if (!this.degraded || now.getTime() - this.failedAt >= RETRY_DATABASE_MS) this.failedAt = now.getTime();
      if (!this.degraded) {
        this.degraded = true;
        this.log.warn(
          { err: error },
          'rate limits: the database does not answer; counting in this process only until it does (each instance then allows the full limit)',
        );
      }
      counts = [...grouped.values()].map((hit) => this.countInMemory(hit, now.getTime()));
    }
    // Each request of the batch gets its own number: the n hits of a key end at the returned count.
    const byKey = new Map(
      counts.map((count) => [count.key, { ...count, next: count.count - grouped.get(count.key)!.n }]),
    );
    return hits.map((hit) => {
      const count = byKey.get(hit.key)!;
      count.next += 1;
      return { current: count.next, ttl: Math.max(0, count.expiresAt.getTime() - now.getTime()) };
    });
  }

  private countInMemory(hit: Hit, now: number): Count {
    let entry = this.memory.get(hit.key);
    if (!entry || entry.expiresAt <= now) {
      this.memory.delete(hit.key);
      entry = { count: 0, expiresAt: hit.expiresAt.getTime() };
      if (this.memory.size >= MEMORY_KEYS) {
        for (const [key, { expiresAt }] of this.memory) if (expiresAt <= now) this.memory.delete(key);
        if (this.memory.size >= MEMORY_KEYS) this.memory.delete(this.memory.keys().next().value!);
      }
      this.memory.set(hit.key, entry);
    }
    entry.count += hit.n;
    return { key: hit.key, count: entry.count, expiresAt: new Date(entry.expiresAt) };
  }
}

const pgliteCounters = new WeakMap<object, SharedCounter>();

/**
 * The counter of an app: on PostgreSQL its own, over the shared table; on PGlite the one of its client, so that
 * several apps on one PGlite (tests) share it as instances share the table.
 */
export function sharedCounterFor(database: Database, now: () => Date, log: FastifyBaseLogger): SharedCounter {
  if (database.kind === 'postgres') return new SharedCounter(database.db, now, log, 4);
  const client = database.pglite ?? database;
  let counter = pgliteCounters.get(client);
  if (!counter) {
    counter = new SharedCounter(null, now, log);
    pgliteCounters.set(client, counter);
  }
  return counter;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The API prefix is the same for every route: left out of the keys. */
const API_PREFIX = '/shangchain/bsnApi';

/**
 * @fastify/rate-limit's store on the shared counter. Each route with a `rateLimit` config gets a child that
 * prefixes its keys with the route (`POST /login|203.0.113.7`), so that limits stay per route and per client.
 */
export function sharedLimitStore(counter: SharedCounter): FastifyRateLimitStoreCtor {
  class SharedLimitStore implements FastifyRateLimitStore {
    /** The plugin constructs the root store with its options; children get their route. */
    constructor(
      _options?: unknown,
      private readonly route = '*',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counter.hit(`${this.route}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const info = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      const method = [info.method ?? '*'].flat().join(',');
      return new SharedLimitStore(undefined, `${method} ${(info.url ?? '*').replace(API_PREFIX, '')}`);
    }
  }
  return SharedLimitStore as unknown as FastifyRateLimitStoreCtor;
}
