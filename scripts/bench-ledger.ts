/**
 * `npm run bench:ledger`: the ledger's figures, on PGlite (a temporary DATA_DIR) and, through
 * scripts/with-postgres.mjs, on a throwaway PostgreSQL cluster (DATABASE_URL set).
 *
 * 1. A burst of BENCH_BURST (20 000) leads is written through the lead writer (group commit) with no sealing.
 * 2. The backlog is sealed while a client sends leads one after another: the answer latency during sealing is
 *    compared with the same client's latency before it.
 * 3. Leads are added up to BENCH_EVENTS (100 000) events, sealed, and the whole ledger is verified; the heap is
 *    sampled every 50 ms during verification.
 * 4. The log (D12): a tree of BENCH_TREE (1 000 000) leaves is appended 10 000 at a time, then inclusion and
 *    consistency proofs are timed (p50/p99 of 1000 each, random sizes and indexes), the database's own time for a
 *    proof's statement (EXPLAIN ANALYZE), the public proof calls through the app (500 each), and the cost of sealing
 *    one block of 10 transactions with its signed checkpoint; a `select 1` round trip is timed between the proofs (the
 *    floor a proof cannot go under at that moment). The load average is recorded with the figures. `BENCH_ONLY=tree` runs this part alone.
 * Results are printed and written to bench-results/ledger-<database>.json.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import type { Queryable } from '../server/src/context';
import { rowsOf } from '../server/src/db/client';
import { ledgerEvents } from '../server/src/db/schema';
import { createLead } from '../server/src/modules/leads/service';
import { signCheckpoint } from '../server/src/modules/chain/head';
import { sealBlocks } from '../server/src/modules/chain/service';
import { appendLeaves, consistencyProof, inclusionProof, treeSize } from '../server/src/modules/chain/tree';
import { verifyLedger } from '../server/src/modules/chain/verify';

const BURST = Number(process.env.BENCH_BURST ?? 20_000);
const TREE = Number(process.env.BENCH_TREE ?? 1_000_000);
const ONLY_TREE = process.env.BENCH_ONLY === 'tree';
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-bench-ledger-'));

const app = await buildApp({
  logger: false,
  startWorkers: false,
  config: {
    env: 'test',
    isProduction: false,
    dataDir,
    databaseUrl: process.env.DATABASE_URL,
    staticDir: path.join(dataDir, 'no-dist'),
    rateLimits: { leadsPerMin: 1_000_000, loginPerMin: 1000, codesPerMin: 1000, anonUploadsPerDay: 1000 },
  },
});
const ctx = app.ctx;
let closed = false;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
const ms = (value: number) => Math.round(value * 10) / 10;

async function writeLeads(count: number): Promise<number> {
  const started = performance.now();
  for (let done = 0; done < count; done += 1000) {
    const batch = Math.min(1000, count - done);
    await Promise.all(
      Array.from({ length: batch }, (_, index) =>
        createLead(ctx, {
          kind: 'contact',
          source: '/bench',
          application: '',
          name: `访客${done + index}`,
          phone: '13912340001',
          companyName: '压测公司',
          content: '区块链溯源方案咨询，请尽快联系。',
          email: '',
          ip: '127.0.0.1',
        }),
      ),
    );
  }
  return (performance.now() - started) / 1000;
}

/** One client sending leads back to back until `until` resolves; latencies in ms. */
async function probe(until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/shangchain/bsnApi/index/sendCustomEmail',
      payload: { name: '探针', phone: '13912340002', companyName: '探针公司' },
    });
    if (response.json().code !== 0) throw new Error(response.body);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

const delay = (time: number) => new Promise((resolve) => setTimeout(resolve, time));

/** Verifies the whole ledger; its time and the peak of the heap (sampled every 20 ms) above the heap before it. */
async function measureVerify() {
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 20);
  const started = performance.now();
  const result = await verifyLedger(app.db);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (!result.ok) throw new Error(`verification failed: ${JSON.stringify(result)}`);
  return {
    events: result.checkedTransactions,
    blocks: result.checkedBlocks,
    records: result.checkedRecords,
    seconds,
    heapPeakAboveStartMb: Math.round(((heapPeak - heapBefore) / 1024 / 1024) * 10) / 10,
  };
}

/** The log's figures on its own tree table (the server's tree has the seed's few leaves first). */
async function measureLog() {
  const hashOf = (n: number) => createHash('sha256').update(`bench-${n}`).digest('hex');
  const start = await treeSize(app.db);
  const appendStarted = performance.now();
  for (let done = start; done < start + TREE; done += 10_000) {
    const batch = Array.from({ length: Math.min(10_000, start + TREE - done) }, (_, index) => hashOf(done + index));
    await app.db.transaction((tx) => appendLeaves(tx, batch));
  }
  const appendSeconds = (performance.now() - appendStarted) / 1000;
  const size = await treeSize(app.db);
  const loadAtStart = os.loadavg().map((value) => Math.round(value * 100) / 100);
  const random = (below: number) => 1 + Math.floor(Math.random() * (below - 1));
  const inclusion: number[] = [];
  const consistency: number[] = [];
  // The floor under a proof's time on this machine at this moment: the same client's round trip for `select 1`,
  // timed between the proofs.
  const roundTrip: number[] = [];
  for (let round = 0; round < 1000; round += 1) {
    const treeAt = size - Math.floor(Math.random() * 1000);
    let started = performance.now();
    await inclusionProof(app.db, random(treeAt), treeAt);
    inclusion.push(performance.now() - started);
    started = performance.now();
    await consistencyProof(app.db, random(treeAt), treeAt);
    consistency.push(performance.now() - started);
    started = performance.now();
    await app.db.execute(sql`select 1`);
    roundTrip.push(performance.now() - started);
  }
  // The database's own time for a proof's statement (EXPLAIN ANALYZE's planning + execution), without the round
  // trip and the wait for a CPU that a loaded machine adds.
  const sqlOnly: number[] = [];
  const explaining = {
    execute: async (query: SQL) => {
      const plan = rowsOf<{ 'QUERY PLAN': unknown }>(
        await app.db.execute(sql`explain (analyze, format json) ${query}`),
      )[0]!['QUERY PLAN'];
      const [top] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
        'Planning Time': number;
        'Execution Time': number;
      }[];
      sqlOnly.push(top!['Planning Time'] + top!['Execution Time']);
      return app.db.execute(query);
    },
  } as unknown as Queryable;
  for (let round = 0; round < 200; round += 1) {
    const treeAt = size - Math.floor(Math.random() * 1000);
    await inclusionProof(explaining, random(treeAt), treeAt);
    await consistencyProof(explaining, random(treeAt), treeAt);
  }
  // The public calls (D12) as a client gets them, with a size: routing, validation, queries and the JSON answer.
  const served = { inclusion: [] as number[], consistency: [] as number[] };
  const get = async (url: string, into: number[]) => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: `/shangchain/bsnApi/portal/chain/proof/${url}` });
    into.push(performance.now() - started);
    if (response.json().code !== 0) throw new Error(response.body);
  };
  for (let round = 0; round < 500; round += 1) {
    const treeAt = size - Math.floor(Math.random() * 1000);
    const leaf = start + Math.floor(Math.random() * (treeAt - start));
    await get(`inclusion?hash=${hashOf(leaf)}&size=${treeAt}`, served.inclusion);
    await get(`consistency?from=${random(treeAt)}&to=${treeAt}`, served.consistency);
  }
  // One block: 10 leads written, then sealed (blocks, events, leaves and the signed checkpoint).
  const sealing: number[] = [];
  const signing: number[] = [];
  for (let round = 0; round < 50; round += 1) {
    await writeLeads(10);
    const started = performance.now();
    await sealBlocks(ctx);
    sealing.push(performance.now() - started);
    const signStarted = performance.now();
    signCheckpoint(ctx.ledgerKey, size, Buffer.alloc(32));
    signing.push(performance.now() - signStarted);
  }
  const stats = (values: number[]) => ({
    n: values.length,
    p50: ms(percentile(values, 50)),
    p99: ms(percentile(values, 99)),
    max: ms(Math.max(...values)),
  });
  return {
    loadAverage: { start: loadAtStart, end: os.loadavg().map((value) => Math.round(value * 100) / 100) },
    leaves: size,
    appendSeconds,
    inclusionProofMs: stats(inclusion),
    consistencyProofMs: stats(consistency),
    selectOneRoundTripMs: stats(roundTrip),
    proofSqlOnlyMs: stats(sqlOnly),
    servedInclusionMs: stats(served.inclusion),
    servedConsistencyMs: stats(served.consistency),
    sealOneBlockOf10Ms: stats(sealing),
    signCheckpointMs: stats(signing),
  };
}

if (ONLY_TREE)
  try {
    console.log(`[bench:ledger] ${kind}: a log of ${TREE} leaves…`);
    const figures = { database: kind, date: new Date().toISOString().slice(0, 10), log: await measureLog() };
    fs.mkdirSync('bench-results', { recursive: true });
    fs.writeFileSync(path.join('bench-results', `ledger-log-${kind}.json`), `${JSON.stringify(figures, null, 2)}\n`);
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
else
  try {
    await sealBlocks(ctx);
    console.log(`[bench:ledger] ${kind}: writing a burst of ${BURST} leads…`);
    const burstSeconds = await writeLeads(BURST);

    const baseline = await probe(delay(3000));
    const sealStarted = performance.now();
    const sealing = sealBlocks(ctx).then(() => (performance.now() - sealStarted) / 1000);
    const during = await probe(sealing);
    const sealSeconds = await sealing;
    console.log(`[bench:ledger] sealed ${BURST} events in ${sealSeconds.toFixed(2)} s`);

    // Verification's memory: its peak heap on a ledger 5 times smaller, to compare with the full one below.
    const small = await measureVerify();

    const [counted] = await app.db.select({ value: count() }).from(ledgerEvents);
    const existing = Number(counted?.value ?? 0);
    const more = Math.max(0, EVENTS - existing);
    console.log(`[bench:ledger] adding ${more} leads to reach ${EVENTS} events…`);
    const moreSeconds = await writeLeads(more);
    const seal2Started = performance.now();
    await sealBlocks(ctx);
    const seal2Seconds = (performance.now() - seal2Started) / 1000;

    const full = await measureVerify();
    const figures = {
      database: kind,
      date: new Date().toISOString().slice(0, 10),
      burst: { leads: BURST, writeSeconds: burstSeconds, sealSeconds },
      latencyMs: {
        before: {
          n: baseline.length,
          p50: ms(percentile(baseline, 50)),
          p99: ms(percentile(baseline, 99)),
          max: ms(Math.max(...baseline)),
        },
        duringSealing: {
          n: during.length,
          p50: ms(percentile(during, 50)),
          p99: ms(percentile(during, 99)),
          max: ms(Math.max(...during)),
        },
      },
      second: { leads: more, writeSeconds: moreSeconds, sealSeconds: seal2Seconds },
      verify: { small, full } as Record<string, unknown>,
      log: await measureLog(),
    };
    await app.close();
    closed = true;
    // Memory stays flat: the CLI verifies the same database in a process whose heap is capped at 96 MB (the payloads of
    // 100 000 events alone, held at once, would not fit).
    const capped = performance.now();
    const cli = spawnSync(
      process.execPath,
      ['--max-old-space-size=96', '--import', 'tsx', 'server/src/cli/ledger-verify.ts', '--json'],
      {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      },
    );
    const cliResult = JSON.parse(cli.stdout || '{}') as { ok?: boolean; checkedTransactions?: number };
    figures.verify.cliWithHeapCappedAt96Mb = {
      exitCode: cli.status,
      ok: cliResult.ok === true,
      events: cliResult.checkedTransactions ?? 0,
      seconds: (performance.now() - capped) / 1000,
    };
    fs.mkdirSync('bench-results', { recursive: true });
    fs.writeFileSync(path.join('bench-results', `ledger-${kind}.json`), `${JSON.stringify(figures, null, 2)}\n`);
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    if (!closed) await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
