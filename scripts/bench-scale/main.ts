/**
 * npm run bench:scale — years of data, measured over HTTP.
 *
 * Seeds 1,000,000 leads, 200,000 talent filings, 50,000 reward applications and their ~1.46 million ledger
 * events, hashed and sealed into blocks (scripts/bench-scale/seed.ts), into a throwaway PGlite DATA_DIR and a
 * throwaway PostgreSQL cluster, starts the real server entry (`node --import tsx server/src/server.ts`, one process,
 * so its RSS is the server's) on each, and times the pages people open: the lead inbox (first page, each filter,
 * keyword search), the talent lists and review queues, the user-centre chart, the block number, the chain explorer
 * (blocks, a block, a transaction and its Merkle proof); then the CSV export (first byte, total time, the server's
 * RSS while it streams) and, once, `GET /portal/chain/verify` of the whole ledger (time, RSS).
 *
 * Every query runs twice: BEFORE (the indexes in NEW_INDEXES dropped, or another checkout's server) and AFTER (the
 * schema as migrated), side by side. Options (environment):
 *   BENCH_DB=pglite|postgres|both   (both)
 *   BENCH_SCALE=0.1                  a tenth of the rows, for a quick look (1)
 *   BENCH_REPEAT=50                  timed requests per query after 3 warm-ups (50); a query stops early after
 *                                    BENCH_QUERY_SECONDS (20) of requests, with at least 5
 *   BENCH_BEFORE=0                   skip the BEFORE run
 *   BENCH_BEFORE_SERVER=<checkout>   run BEFORE on another checkout's server (e.g. the code before this change,
 *                                    `git archive <commit> | tar -x -C /tmp/base` + a node_modules link)
 *   BENCH_BEFORE_DROP=<a,b>          the indexes BEFORE drops, instead of every index of the large lists (e.g. only the
 *                                    bigram indexes, against the server of the pass before them)
 *   BENCH_VERIFY=0                   skip the verification (1.46 million events: minutes)
 *   BENCH_PGLITE_DIR=<dir>           keep the PGlite DATA_DIR there: seeded on the first run, measured again by the
 *                                    next ones without seeding (delete it to seed again)
 * Every run holds the same rows (no random numbers; the payload salts derive from the event's number) relative to
 * its end time, now. Writes bench-results/scale.json and scale.md, with the load average of each run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../server/src/config';
import { openDatabase, rowsOf, type Database } from '../../server/src/db/client';
import { seed } from '../../server/src/db/seed';
import { freePort } from '../../tests/support/free-port.mjs';
import { withPostgres } from '../with-postgres.mjs';
import { FULL_SIZES, ORG_PASSWORD, seedScale, type ScaleSizes } from './seed';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BASE = '/shangchain/bsnApi';
const SCALE = Number(process.env.BENCH_SCALE || 1);
const REPEAT = Number(process.env.BENCH_REPEAT || 50);
const QUERY_SECONDS = Number(process.env.BENCH_QUERY_SECONDS || 20);
const WHICH = process.env.BENCH_DB || 'both';
const BEFORE = process.env.BENCH_BEFORE !== '0';
const BEFORE_SERVER = process.env.BENCH_BEFORE_SERVER;
const VERIFY = process.env.BENCH_VERIFY !== '0';
/** A PGlite DATA_DIR kept between runs: seeded once, measured again (a quiet machine's re-run skips the seeding). */
const KEPT_DIR = process.env.BENCH_PGLITE_DIR ? path.resolve(process.env.BENCH_PGLITE_DIR) : undefined;
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
/** The data ends here: the chart's last 30 days hold about 27,000 leads. */
const END = new Date();

/** The large lists' indexes: dropped for the BEFORE run. */
const NEW_INDEXES = process.env.BENCH_BEFORE_DROP?.split(',') ?? [
  'leads_search_trgm_idx',
  'talent_filings_search_trgm_idx',
  'talent_filings_updated_idx',
  'talent_filings_status_updated_idx',
  'reward_applications_created_idx',
  'leads_search_bigram_idx',
  'talent_filings_search_bigram_idx',
  'leads_source_prefix_idx',
];

const sizes: ScaleSizes = {
  organisations: FULL_SIZES.organisations,
  leads: Math.round(FULL_SIZES.leads * SCALE),
  filings: Math.round(FULL_SIZES.filings * SCALE),
  rewards: Math.round(FULL_SIZES.rewards * SCALE),
};

const log = (line: string) => console.log(line);

/** What some paths name, read from the seeded database: a block in the middle of the chain and one of its transactions. */
interface Probe {
  height: number;
  blockHash: string;
  txHash: string;
}

interface Query {
  group: string;
  label: string;
  path: string | ((probe: Probe) => string);
  as: 'admin' | 'reviewer' | 'organisation';
}

const day = (offset: number) => new Date(END.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const QUERIES: Query[] = [
  { group: 'lead inbox', label: 'first page', path: '/portal/leads/list?currPage=1&limit=10', as: 'admin' },
  { group: 'lead inbox', label: 'status = new', path: '/portal/leads/list?status=new&limit=10', as: 'admin' },
  { group: 'lead inbox', label: 'status = closed', path: '/portal/leads/list?status=closed&limit=10', as: 'admin' },
  {
    group: 'lead inbox',
    label: 'kind = application',
    path: '/portal/leads/list?kind=application&limit=10',
    as: 'admin',
  },
  {
    group: 'lead inbox',
    label: 'source = /solution?id=2',
    path: `/portal/leads/list?source=${encodeURIComponent('/solution?id=2')}&limit=10`,
    as: 'admin',
  },
  {
    group: 'lead inbox',
    label: 'last 7 days',
    path: `/portal/leads/list?from=${day(-7)}&to=${day(0)}&limit=10`,
    as: 'admin',
  },
  {
    group: 'lead inbox',
    label: 'one month a year ago',
    path: `/portal/leads/list?from=${day(-395)}&to=${day(-365)}&limit=10`,
    as: 'admin',
  },
  {
    group: 'lead inbox',
    label: 'status = new, last 30 days',
    path: `/portal/leads/list?status=new&from=${day(-30)}&to=${day(0)}&limit=10`,
    as: 'admin',
  },
  { group: 'lead inbox', label: 'page 100', path: '/portal/leads/list?currPage=100&limit=10', as: 'admin' },
  {
    group: 'lead search',
    label: 'company "云杉科技" (~3.3k rows)',
    path: `/portal/leads/list?keywords=${encodeURIComponent('云杉科技')}&limit=10`,
    as: 'admin',
  },
  {
    group: 'lead search',
    label: 'phone "5551234" (few rows)',
    path: '/portal/leads/list?keywords=5551234&limit=10',
    as: 'admin',
  },
  {
    group: 'lead search',
    label: 'name "王晓峰" (~830 rows)',
    path: `/portal/leads/list?keywords=${encodeURIComponent('王晓峰')}&limit=10`,
    as: 'admin',
  },
  {
    group: 'lead search',
    label: 'content "私有化部署" (~100k rows)',
    path: `/portal/leads/list?keywords=${encodeURIComponent('私有化部署')}&limit=10`,
    as: 'admin',
  },
  {
    group: 'lead search',
    label: 'no match "量子计算机"',
    path: `/portal/leads/list?keywords=${encodeURIComponent('量子计算机')}&limit=10`,
    as: 'admin',
  },
  {
    group: 'lead search',
    label: '2 characters "张伟"',
    path: `/portal/leads/list?keywords=${encodeURIComponent('张伟')}&limit=10`,
    as: 'admin',
  },
  {
    group: 'lead search',
    label: '2 characters "部署" (~200k rows)',
    path: `/portal/leads/list?keywords=${encodeURIComponent('部署')}&limit=10`,
    as: 'admin',
  },
  {
    group: 'lead search',
    label: '1 character "张"',
    path: `/portal/leads/list?keywords=${encodeURIComponent('张')}&limit=10`,
    as: 'admin',
  },
  {
    group: 'lead inbox',
    label: 'source = /solution?id=2, status = new',
    path: `/portal/leads/list?source=${encodeURIComponent('/solution?id=2')}&status=new&limit=10`,
    as: 'admin',
  },
  {
    group: 'lead inbox',
    label: 'source starts with /solution (six pages, ~500k rows)',
    path: `/portal/leads/list?source=${encodeURIComponent('/solution')}&limit=10`,
    as: 'admin',
  },
  {
    group: 'talent',
    label: 'organisation: own filings',
    path: '/portal/talent/list?currPage=1&limit=10',
    as: 'organisation',
  },
  { group: 'talent', label: 'admin: every filing', path: '/portal/talent/list?currPage=1&limit=10', as: 'admin' },
  {
    group: 'talent',
    label: 'review queue: pending',
    path: '/portal/talent/review/list?status=pending&limit=10',
    as: 'reviewer',
  },
  { group: 'talent', label: 'review: all submitted', path: '/portal/talent/review/list?limit=10', as: 'reviewer' },
  {
    group: 'talent',
    label: 'review: kind = high, approved',
    path: '/portal/talent/review/list?kind=high&status=approved&limit=10',
    as: 'reviewer',
  },
  {
    group: 'talent',
    label: 'review search: name "于嘉怡" (~3.2k rows)',
    path: `/portal/talent/review/list?keywords=${encodeURIComponent('于嘉怡')}&limit=10`,
    as: 'reviewer',
  },
  {
    group: 'talent',
    label: 'review search: 2 characters "张伟"',
    path: `/portal/talent/review/list?keywords=${encodeURIComponent('张伟')}&limit=10`,
    as: 'reviewer',
  },
  {
    group: 'talent',
    label: 'review search: ID "19900307" (~450 rows)',
    path: '/portal/talent/review/list?keywords=19900307&limit=10',
    as: 'reviewer',
  },
  {
    group: 'rewards',
    label: 'review queue: pending',
    path: '/portal/reward/review/list?status=pending&limit=10',
    as: 'reviewer',
  },
  { group: 'rewards', label: 'review: all', path: '/portal/reward/review/list?limit=10', as: 'reviewer' },
  {
    group: 'rewards',
    label: 'review search: name "于嘉怡"',
    path: `/portal/reward/review/list?keywords=${encodeURIComponent('于嘉怡')}&limit=10`,
    as: 'reviewer',
  },
  {
    group: 'rewards',
    label: 'organisation: own applications',
    path: '/portal/reward/list?limit=10',
    as: 'organisation',
  },
  {
    group: 'registrations',
    label: 'review queue',
    path: '/portal/review/list?status=approved&limit=10',
    as: 'reviewer',
  },
  {
    group: 'user centre',
    label: 'chart (transactions, 30 days)',
    path: '/portal/chain/transactions',
    as: 'organisation',
  },
  { group: 'user centre', label: 'block number', path: '/portal/chain/blockNumber', as: 'organisation' },
  {
    group: 'explorer',
    label: 'blocks: first page',
    path: '/portal/chain/blocks?currPage=1&limit=10',
    as: 'organisation',
  },
  {
    group: 'explorer',
    label: 'blocks: page 5,000',
    path: '/portal/chain/blocks?currPage=5000&limit=10',
    as: 'organisation',
  },
  {
    group: 'explorer',
    label: 'block by height (middle of the chain)',
    path: (probe) => `/portal/chain/block?height=${probe.height}`,
    as: 'organisation',
  },
  {
    group: 'explorer',
    label: 'block by hash',
    path: (probe) => `/portal/chain/block?hash=${probe.blockHash}`,
    as: 'organisation',
  },
  {
    group: 'explorer',
    label: 'transaction and its Merkle proof',
    path: (probe) => `/portal/chain/tx?hash=${probe.txHash}`,
    as: 'organisation',
  },
];

interface Server {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function startServer(cwd: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      STATIC_DIR: path.join(os.tmpdir(), 'xq-scale-no-dist'),
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      RATE_LIMIT_LOGIN_PER_MIN: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 1200) throw new Error('server did not start within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident and peak memory of a process (Linux /proc), in MB. */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rssMb: Math.round(field('VmRSS')), peakMb: Math.round(field('VmHWM')) };
}

async function login(url: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${url}${BASE}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { code: number; data?: { token: string } };
  if (body.code !== 0 || !body.data) throw new Error(`login ${username}: ${JSON.stringify(body)}`);
  return body.data.token;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

interface Timing {
  n: number;
  p50: number;
  p99: number;
  total?: number;
  totalCapped?: boolean;
  /** A refusal (an envelope code other than 0) and its message: timed like any answer. */
  refused?: string;
}

interface ListAnswer {
  code: number;
  msg: string;
  data?: { total?: number; totalCapped?: boolean };
}

async function timeQuery(url: string, token: string, query: Query, probe: Probe): Promise<Timing> {
  const target = typeof query.path === 'function' ? query.path(probe) : query.path;
  const get = async () => {
    const started = performance.now();
    const response = await fetch(`${url}${BASE}${target}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as ListAnswer;
    // A refusal in Chinese (10001: a one-character keyword) is an answer; anything else stops the run.
    if (body.code !== 0 && body.code !== 10001) throw new Error(`${target}: ${JSON.stringify(body).slice(0, 200)}`);
    return { ms: performance.now() - started, body };
  };
  const deadline = performance.now() + QUERY_SECONDS * 1000;
  let last: ListAnswer | undefined;
  for (let warm = 0; warm < 3 && performance.now() < deadline; warm += 1) last = (await get()).body;
  const samples: number[] = [];
  while (samples.length < REPEAT && (samples.length < 5 || performance.now() < deadline))
    samples.push((await get()).ms);
  samples.sort((a, b) => a - b);
  return {
    n: samples.length,
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    total: last?.data?.total,
    totalCapped: last?.data?.totalCapped,
    refused: last && last.code !== 0 ? `${last.code} ${last.msg}` : undefined,
  };
}

interface ExportFigures {
  firstByteMs: number;
  totalMs: number;
  rows: number;
  megabytes: number;
  rssBeforeMb: number;
  rssPeakDuringMb: number;
}

/** GET /portal/leads/export: first byte, whole download, and the server's RSS sampled every 10 ms meanwhile. */
async function timeExport(server: Server, token: string, query = ''): Promise<ExportFigures> {
  const { result, before, peak } = await sampleRss(server.pid, async () => {
    const started = performance.now();
    const response = await fetch(`${server.url}${BASE}/portal/leads/export${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const reader = response.body!.getReader();
    let firstByteMs = -1;
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (firstByteMs < 0) firstByteMs = performance.now() - started;
      bytes += value.length;
      for (const byte of value) if (byte === 10) lines += 1;
    }
    return { firstByteMs, totalMs: performance.now() - started, rows: lines - 1, megabytes: bytes / 1e6 };
  });
  return { ...result, rssBeforeMb: before, rssPeakDuringMb: peak };
}

interface VerifyFigures {
  ms: number;
  ok: boolean;
  transactions: number;
  rssBeforeMb: number;
  rssPeakDuringMb: number;
}

/** The server's RSS sampled every 10 ms while `work` runs (its peak, and the RSS before). */
async function sampleRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; before: number; peak: number }> {
  const before = memoryOf(pid).rssMb;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rssMb);
  }, 10);
  try {
    const result = await work();
    return { result, before, peak: Math.max(peak, memoryOf(pid).rssMb) };
  } finally {
    clearInterval(sampler);
  }
}

/** GET /portal/chain/verify once (the whole ledger: not a p99 target), with the server's RSS meanwhile. */
async function timeVerify(server: Server): Promise<VerifyFigures> {
  const started = performance.now();
  const { result, before, peak } = await sampleRss(server.pid, async () => {
    const response = await fetch(`${server.url}${BASE}/portal/chain/verify`);
    return (await response.json()) as {
      code: number;
      msg: string;
      data?: { ok: boolean; checkedTransactions: number };
    };
  });
  if (result.code !== 0 || !result.data) throw new Error(`verify: ${JSON.stringify(result).slice(0, 200)}`);
  return {
    ms: performance.now() - started,
    ok: result.data.ok,
    transactions: result.data.checkedTransactions,
    rssBeforeMb: before,
    rssPeakDuringMb: peak,
  };
}

interface Run {
  database: 'PGlite' | 'PostgreSQL';
  mode: 'before' | 'after';
  server: string;
  queries: (Omit<Query, 'path'> & { path: string } & Timing)[];
  exports: { label: string; figures: ExportFigures }[];
  verify?: VerifyFigures;
  rssMb: number;
  peakMb: number;
  /** The 1-minute load average when the run started → ended. */
  load: string;
}

async function measure(
  database: Run['database'],
  mode: Run['mode'],
  cwd: string,
  env: Record<string, string>,
  probe: Probe,
): Promise<Run> {
  const loadAtStart = os.loadavg()[0]!.toFixed(1);
  log(`\n${database}, ${mode} (server: ${cwd === root ? 'this checkout' : cwd}), load ${loadAverage()}`);
  const server = await startServer(cwd, env);
  try {
    const tokens = {
      admin: await login(server.url, 'admin', 'Admin#2026'),
      reviewer: await login(server.url, 'reviewer', 'Review#2026'),
      organisation: await login(server.url, 'org00001', ORG_PASSWORD),
    };
    const queries: Run['queries'] = [];
    for (const query of QUERIES) {
      const timing = await timeQuery(server.url, tokens[query.as], query, probe);
      queries.push({ ...query, path: typeof query.path === 'function' ? query.path(probe) : query.path, ...timing });
      const answer =
        timing.refused ?? (timing.total === undefined ? '' : `total ${timing.total}${timing.totalCapped ? '+' : ''}`);
      log(
        `  ${`${query.group}: ${query.label}`.padEnd(58)} p50 ${timing.p50.toFixed(1).padStart(7)} ms  p99 ${timing.p99.toFixed(1).padStart(7)} ms  (n ${timing.n}${answer ? `, ${answer}` : ''})`,
      );
    }
    const exports: Run['exports'] = [];
    for (const [label, query] of [
      ['all leads (newest 50,000)', ''],
      ['status = new', '?status=new'],
    ] as const) {
      const figures = await timeExport(server, tokens.admin, query);
      exports.push({ label, figures });
      log(
        `  export ${label.padEnd(26)} first byte ${figures.firstByteMs.toFixed(0)} ms, ${figures.rows} rows (${figures.megabytes.toFixed(1)} MB) in ${figures.totalMs.toFixed(0)} ms, RSS ${figures.rssBeforeMb} → peak ${figures.rssPeakDuringMb} MB`,
      );
    }
    // Last: it reads the whole ledger (and grows the RSS that the figures above report).
    const memory = memoryOf(server.pid);
    let verify: VerifyFigures | undefined;
    if (VERIFY && mode === 'after') {
      verify = await timeVerify(server);
      log(
        `  verify ${verify.ok ? 'ok' : 'NOT OK'}: ${verify.transactions} transactions in ${(verify.ms / 1000).toFixed(1)} s, RSS ${verify.rssBeforeMb} → peak ${verify.rssPeakDuringMb} MB`,
      );
    }
    log(`  server RSS ${memory.rssMb} MB (peak ${memory.peakMb} MB) before verification`);
    const load = `${loadAtStart} → ${os.loadavg()[0]!.toFixed(1)}`;
    return { database, mode, server: cwd === root ? 'this checkout' : cwd, queries, exports, verify, ...memory, load };
  } finally {
    await server.stop();
  }
}

async function dropNewIndexes(database: Database): Promise<string[]> {
  const rows = rowsOf<{ name: string; definition: string }>(
    await database.db.execute(
      sql`select indexname as name, indexdef as definition from pg_indexes where indexname in (${sql.join(
        NEW_INDEXES.map((name) => sql`${name}`),
        sql`, `,
      )})`,
    ),
  );
  for (const row of rows) await database.db.execute(sql.raw(`drop index "${row.name}"`));
  return rows.map((row) => row.definition);
}

async function populate(database: Database): Promise<Probe> {
  const started = performance.now();
  await database.migrate();
  await seed(database.db, loadConfig({ NODE_ENV: 'development' }), END);
  log(`Seeding ${database.kind} (scale ${SCALE}), load ${loadAverage()}:`);
  await seedScale(database.db, sizes, END, log);
  log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s, load ${loadAverage()}`);
  const probe = await seededProbe(database);
  if (!probe) throw new Error('the seeded ledger has no block in its middle');
  return probe;
}

/** A block in the middle of a seeded chain and one of its transactions; undefined before seeding. */
async function seededProbe(database: Database): Promise<Probe | undefined> {
  await database.migrate();
  const [probe] = rowsOf<Probe>(
    await database.db.execute(
      sql`select b.height, b.hash as "blockHash", e.tx_hash as "txHash" from ledger_blocks b
          join ledger_events e on e.block_height = b.height
          where b.height = (select max(height) / 2 from ledger_blocks)
          order by e.id limit 1 offset 3`,
    ),
  );
  return probe;
}

/** BEFORE (indexes dropped) then AFTER (indexes rebuilt) on one seeded database. */
async function beforeAndAfter(
  kind: 'pglite' | 'postgres',
  open: () => Promise<Database>,
  env: Record<string, string>,
  probe: Probe,
): Promise<Run[]> {
  const name = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const runs: Run[] = [];
  if (BEFORE) {
    let database = await open();
    const definitions = await dropNewIndexes(database);
    await database.close();
    runs.push(await measure(name, 'before', BEFORE_SERVER ?? root, env, probe));
    database = await open();
    for (const definition of definitions) await database.db.execute(sql.raw(definition));
    await database.db.execute(sql.raw('analyze'));
    await database.close();
  }
  runs.push(await measure(name, 'after', root, env, probe));
  return runs;
}

function table(runs: Run[]): string {
  const header = ['query', ...runs.map((run) => `${run.database} ${run.mode} p50 / p99 ms`)];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const [index, query] of QUERIES.entries())
    lines.push(
      `| ${query.group}: ${query.label} | ${runs
        .map((run) => {
          const timing = run.queries[index]!;
          return `${timing.p50.toFixed(1)} / ${timing.p99.toFixed(1)}${timing.refused ? ` (refused: ${timing.refused})` : ''}`;
        })
        .join(' | ')} |`,
    );
  for (const [index, { label }] of (runs[0]?.exports ?? []).entries())
    lines.push(
      `| export ${label}: first byte ms, total s, server RSS MB before → peak | ${runs
        .map((run) => {
          const figures = run.exports[index]!.figures;
          return `${figures.firstByteMs.toFixed(0)} ms, ${(figures.totalMs / 1000).toFixed(1)} s, ${figures.rssBeforeMb} → ${figures.rssPeakDuringMb}`;
        })
        .join(' | ')} |`,
    );
  lines.push(
    `| server RSS after the queries and exports (peak) MB | ${runs.map((run) => `${run.rssMb} (${run.peakMb})`).join(' | ')} |`,
  );
  if (runs.some((run) => run.verify))
    lines.push(
      `| verify the whole ledger (once): s, server RSS MB before → peak | ${runs
        .map((run) =>
          run.verify
            ? `${run.verify.ok ? '' : 'NOT OK, '}${(run.verify.ms / 1000).toFixed(1)} s, ${run.verify.rssBeforeMb} → ${run.verify.rssPeakDuringMb}`
            : '—',
        )
        .join(' | ')} |`,
    );
  lines.push(`| load average (1 min) at the start → end | ${runs.map((run) => run.load).join(' | ')} |`);
  return lines.join('\n');
}

const runs: Run[] = [];
const startedAt = new Date();
const load = loadAverage();
log(
  `bench:scale: ${sizes.leads.toLocaleString('en')} leads, ${sizes.filings.toLocaleString('en')} filings, ${sizes.rewards.toLocaleString('en')} rewards; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load ${load}`,
);

if (WHICH === 'both' || WHICH === 'pglite') {
  const dataDir = KEPT_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'xq-scale-'));
  try {
    const open = () => openDatabase({ dataDir });
    const database = await open();
    const probe = (KEPT_DIR && (await seededProbe(database))) || (await populate(database));
    await database.close();
    runs.push(...(await beforeAndAfter('pglite', open, { DATA_DIR: dataDir, DATABASE_URL: '' }, probe)));
  } finally {
    if (!KEPT_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (WHICH === 'both' || WHICH === 'postgres') {
  await withPostgres(async (clusterUrl) => {
    const admin = new pg.Client({ connectionString: clusterUrl });
    await admin.connect();
    await admin.query('create database scale');
    await admin.end();
    const url = new URL(clusterUrl);
    url.pathname = '/scale';
    const databaseUrl = url.toString();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-scale-'));
    try {
      const open = () => openDatabase({ databaseUrl, dataDir });
      const database = await open();
      const probe = await populate(database);
      await database.close();
      runs.push(...(await beforeAndAfter('postgres', open, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, probe)));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

const markdown = `${table(runs)}\n\n${sizes.leads.toLocaleString('en')} leads, ${sizes.filings.toLocaleString('en')} talent filings, ${sizes.rewards.toLocaleString('en')} reward applications; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load average ${load} at the start; ${startedAt.toISOString()}.\n`;
console.log(`\n${markdown}`);
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench-results', 'scale.md'), markdown);
fs.writeFileSync(
  path.join(root, 'bench-results', 'scale.json'),
  JSON.stringify({ at: startedAt.toISOString(), sizes, load, runs }, null, 2),
);
console.log('Written to bench-results/scale.md and scale.json');
