/**
 * D11 shared limits: on PostgreSQL the rate-limit counters live in the database, so two instances on one database
 * hold one limit (on PGlite, the apps of its one process share one counter); requests sent at once are counted one
 * by one; ended windows are deleted; without the database, each process counts alone and says so once.
 */
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../../server/src/app';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../server/src/db/schema';
import { housekeeping } from '../../server/src/lib/housekeeping';
import { clientKey, countHits, SharedCounter } from '../../server/src/lib/rate-limits';
import type { Config } from '../../server/src/config';
import { BASE, createTestApp, DEFAULT_TEST_CONFIG, type TestApp } from './support/app';

const LEADS_PER_MIN = 7;
const LOGIN_PER_MIN = 10;
const LIMITS: Partial<Config> = {
  rateLimits: { leadsPerMin: LEADS_PER_MIN, loginPerMin: LOGIN_PER_MIN, codesPerMin: 1000, anonUploadsPerDay: 1000 },
};
const TOO_MANY = { code: 10006, msg: '请求过于频繁，请稍后再试' };

const contact = (index: number) => ({
  name: '并发访客',
  phone: `139${String(index).padStart(8, '0')}`,
  companyName: '杭州示例科技有限公司',
});

let first: TestApp;
let second: FastifyInstance;
let secondPool: pg.Pool | undefined;

/** A second instance on the same database: its own app, and on PostgreSQL its own connection pool. */
async function secondInstance(t: TestApp): Promise<FastifyInstance> {
  const handle = t.database.handle;
  if (handle instanceof pg.Pool) {
    secondPool = new pg.Pool({
      connectionString: (handle as pg.Pool & { options: pg.PoolConfig }).options.connectionString,
    });
    secondPool.on('error', () => undefined);
  }
  return buildApp({
    logger: false,
    now: t.clock.now,
    startWorkers: false,
    database: secondPool ?? (handle as PGlite),
    config: { ...DEFAULT_TEST_CONFIG, ...LIMITS, dataDir: t.dataDir, staticDir: `${t.dataDir}/no-dist` },
  });
}

beforeAll(async () => {
  first = await createTestApp({ config: LIMITS });
  second = await secondInstance(first);
});

afterAll(async () => {
  await second?.close();
  await secondPool?.end();
  await first?.close();
});

/** Sends every request at once, alternating between the two instances. */
function spread(count: number, request: (index: number) => InjectOptions): Promise<LightMyRequestResponse[]> {
  return Promise.all(
    Array.from({ length: count }, (_, index) => (index % 2 === 0 ? first.app : second).inject(request(index))),
  );
}

const post = (url: string, payload: object, remoteAddress = '127.0.0.1'): InjectOptions => ({
  method: 'POST',
  url: BASE + url,
  payload,
  remoteAddress,
});

describe('two instances on one database', () => {
  it(`50 leads sent at once over both instances: exactly ${LEADS_PER_MIN} accepted, the rest 10006 with the limit headers`, async () => {
    const answers = await spread(50, (index) => post('/index/sendCustomEmail', contact(index)));
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(accepted).toHaveLength(LEADS_PER_MIN);
    expect(accepted.every((answer) => answer.json().code === 0)).toBe(true);
    expect(refused).toHaveLength(50 - LEADS_PER_MIN);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toEqual(TOO_MANY);
      expect(answer.headers['x-ratelimit-limit']).toBe(String(LEADS_PER_MIN));
      expect(answer.headers['x-ratelimit-remaining']).toBe('0');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Every accepted request was told how many remain, from one shared count.
    expect(accepted.map((answer) => Number(answer.headers['x-ratelimit-remaining'])).sort()).toEqual(
      Array.from({ length: LEADS_PER_MIN }, (_, index) => index),
    );
  });

  it('the limit is per route and per client: the other lead endpoint and another address have their own budget', async () => {
    const other = await first.app.inject(
      post('/api/email/sendEmail2', { ...contact(1), applicationName: '区块链存证平台' }),
    );
    expect(other.json().code).toBe(0);
    const elsewhere = await second.inject(post('/index/sendCustomEmail', contact(2), '203.0.113.9'));
    expect(elsewhere.json().code).toBe(0);
  });

  it(`16 logins spread over both instances with a limit of ${LOGIN_PER_MIN} a minute: ${LOGIN_PER_MIN} answered`, async () => {
    // A different unknown account each time, so that the per-account lockout plays no part.
    const answers = await spread(16, (index) =>
      post('/login', { username: `nobody${index}`, password: 'Wrong#2026' }, '198.51.100.7'),
    );
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(limited).toHaveLength(16 - LOGIN_PER_MIN);
    expect(answers.filter((answer) => answer.json().code === 10002)).toHaveLength(LOGIN_PER_MIN);
    expect(limited.every((answer) => answer.json().code === 10006)).toBe(true);
  });

  it('a new window starts once the minute is over, on either instance', async () => {
    first.clock.advance(61_000);
    expect((await second.inject(post('/index/sendCustomEmail', contact(3)))).json().code).toBe(0);
    expect((await first.app.inject(post('/index/sendCustomEmail', contact(4)))).json().code).toBe(0);
  });

  it('keys are bounded: one row per route and client, an IPv6 /64 shares one budget', async () => {
    const answers = await spread(12, (index) =>
      post('/index/sendCustomEmail', contact(index), `2001:db8:1:2::${(index + 1).toString(16)}`),
    );
    expect(answers.filter((answer) => answer.json().code === 0)).toHaveLength(LEADS_PER_MIN);
    if (first.database.kind === 'postgres') {
      const rows = await first.app.db.select().from(rateLimits);
      expect(rows.filter((row) => row.key.includes('2001:db8:1:2'))).toEqual([
        expect.objectContaining({ key: 'POST /index/sendCustomEmail|2001:db8:1:2::', count: 12 }),
      ]);
      expect(Math.max(...rows.map((row) => row.key.length))).toBeLessThanOrEqual(80);
    }
    expect(clientKey('not-an-address'.repeat(20))).toMatch(/^#[0-9a-f]{32}$/);
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('the hourly housekeeping deletes ended windows', async () => {
    // PGlite counts requests in its one process; the table still holds its quotas (anonymous uploads).
    await countHits(
      first.app.db,
      [{ key: 'probe|192.0.2.1', n: 1, expiresAt: new Date(first.clock.now().getTime() + 60_000) }],
      first.clock.now(),
    );
    expect((await first.app.db.select().from(rateLimits)).length).toBeGreaterThan(0);
    first.clock.advance(61_000);
    const { rateLimits: removed } = await housekeeping(first.app.ctx);
    expect(removed).toBeGreaterThan(0);
    expect(await first.app.db.select().from(rateLimits)).toEqual([]);
  });
});

describe('on PGlite: counted in the process, no statement per request', () => {
  it(`refuses the request after the ${LEADS_PER_MIN}th, one by one and when 50 arrive at once, and writes no counter row`, async (context) => {
    if (first.database.kind === 'postgres') context.skip();
    for (let index = 0; index < LEADS_PER_MIN; index += 1)
      expect((await first.app.inject(post('/index/sendCustomEmail', contact(index), '192.0.2.77'))).json()).toEqual({
        code: 0,
        msg: '提交成功',
      });
    const over = await second.inject(post('/index/sendCustomEmail', contact(99), '192.0.2.77'));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(TOO_MANY);

    const burst = await spread(50, (index) => post('/index/sendCustomEmail', contact(index), '192.0.2.78'));
    expect(burst.filter((answer) => answer.statusCode === 200)).toHaveLength(LEADS_PER_MIN);
    expect(burst.filter((answer) => answer.statusCode === 429)).toHaveLength(50 - LEADS_PER_MIN);
    expect(burst.filter((answer) => answer.statusCode === 429).every((answer) => answer.json().code === 10006)).toBe(
      true,
    );
    const rows = await first.app.db.select().from(rateLimits);
    expect(rows.filter((row) => row.key.includes('192.0.2.7'))).toEqual([]);
  });
});

describe('without the database', () => {
  function recordingLog() {
    const lines: { level: string; message: string }[] = [];
    const record = (level: string) => (first: unknown, second?: unknown) =>
      void lines.push({ level, message: String(typeof first === 'string' ? first : second) });
    const log = { warn: record('warn'), info: record('info'), error: record('error') } as unknown as FastifyBaseLogger;
    return { lines, log };
  }

  it('counts in memory, says so once (warn), and shares the count again when the database answers', async () => {
    let down = true;
    const db = new Proxy(first.app.db, {
      get(target, key) {
        if (key === 'execute' && down) return () => Promise.reject(new Error('connection refused'));
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const { lines, log } = recordingLog();
    const counter = new SharedCounter(db, first.clock.now, log);
    const during = await Promise.all(Array.from({ length: 5 }, () => counter.hit('POST /probe|192.0.2.50', 60_000)));
    expect(during.map((result) => result.current).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(counter.local).toBe(true);
    await counter.hit('POST /probe|192.0.2.50', 60_000);
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
    expect(lines[0]!.message).toMatch(/counting in this process only/);
    down = false;
    // Asked again at most every 5 s: until then, still in memory.
    expect((await counter.hit('POST /probe|192.0.2.50', 60_000)).current).toBe(7);
    first.clock.advance(5_000);
    const after = await counter.hit('POST /probe|192.0.2.50', 60_000);
    expect(after.current).toBe(1); // the database's own count
    expect(counter.local).toBe(false);
    expect(lines.filter((line) => line.level === 'info')).toHaveLength(1);
  });
});
