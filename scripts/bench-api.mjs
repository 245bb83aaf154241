#!/usr/bin/env node
/**
 * npm run bench:api: autocannon, 50 connections, 10 s, against the lead endpoint (POST /index/sendCustomEmail:
 * validation, lead + ledger event + outbox row in one statement) and, in the same run, against a bare validated
 * INSERT route as the baseline (POST /__bench/insert: the same body schema and the same rate limit as the lead
 * endpoint, then one INSERT into `leads` per request); for PGlite and for PostgreSQL (throwaway cluster). Prints req/s,
 * p99 and the ratio.
 * Target: ratio >= 2 (the lead endpoint's group commit at least doubles a one-row INSERT per request) and p99 <= 50 ms.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../tests/support/free-port.mjs';
import { withPostgres } from './with-postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const BASE = '/shangchain/bsnApi';
const TARGET_RATIO = 2;
const TARGET_P99_MS = 50;
const BODY = JSON.stringify({
  name: '压测访客',
  phone: '13912345678',
  companyName: '杭州压测示例科技有限公司',
  content: '希望了解区块链溯源平台的部署方式与报价。',
  email: 'visitor@example.com',
  application: '立即咨询',
  source: '/solution?id=2',
});

async function startServer(extraEnv) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xq-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-dist'),
    LOG_LEVEL: 'warn',
    BENCH_BASELINE: '1',
    RATE_LIMIT_LEADS_PER_MIN: '100000000',
    SMTP_URL: '',
    DATABASE_URL: '',
    ...extraEnv,
  };
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.resume();
  const url = `http://127.0.0.1:${port}`;
  // A busy machine can take minutes to create PGlite's database: wait for /health, and never measure a server
  // that is not answering (every request would count as an error).
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (attempt >= 1200) {
      child.kill('SIGKILL');
      throw new Error('the server did not answer /health within 5 minutes');
    }
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function run(url, duration) {
  return autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration,
    headers: { 'content-type': 'application/json' },
    body: BODY,
  });
}

async function measure(server, label) {
  const targets = [
    ['baseline (validated insert)', `${server.url}/__bench/insert`],
    ['lead endpoint', `${server.url}${BASE}/index/sendCustomEmail`],
  ];
  const results = {};
  for (const [name, url] of targets) {
    await run(url, 2); // warm-up
    const result = await run(url, DURATION);
    const errors = result.errors + result.timeouts + result.non2xx;
    results[name] = {
      reqPerSec: result.requests.average,
      p99: result.latency.p99,
      p50: result.latency.p50,
      total: result.requests.total,
      errors,
    };
  }
  const base = results['baseline (validated insert)'];
  const lead = results['lead endpoint'];
  const ratio = lead.reqPerSec / base.reqPerSec;
  console.log(`\n${label}`);
  for (const [name, value] of Object.entries(results))
    console.log(
      `  ${name.padEnd(28)} ${value.reqPerSec.toFixed(0).padStart(6)} req/s   p50 ${String(value.p50).padStart(3)} ms   p99 ${String(value.p99).padStart(3)} ms   errors ${value.errors}`,
    );
  const verdict = ratio >= TARGET_RATIO && lead.p99 <= TARGET_P99_MS ? 'meets' : 'MISSES';
  console.log(
    `  ratio lead/baseline = ${ratio.toFixed(2)}   lead p99 = ${lead.p99} ms   → ${verdict} the target (ratio >= ${TARGET_RATIO}, p99 <= ${TARGET_P99_MS} ms)`,
  );
  return { label, results, ratio };
}

const summary = [];
const pglite = await startServer({});
try {
  summary.push(await measure(pglite, `PGlite (embedded), ${CONNECTIONS} connections, ${DURATION} s`));
} finally {
  await pglite.stop();
}

if (process.env.BENCH_SKIP_PG !== '1') {
  await withPostgres(async (databaseUrl) => {
    const server = await startServer({ DATABASE_URL: databaseUrl });
    try {
      summary.push(await measure(server, `PostgreSQL (throwaway cluster), ${CONNECTIONS} connections, ${DURATION} s`));
    } finally {
      await server.stop();
    }
  });
}

fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench-results', 'api.json'),
  JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, duration: DURATION, summary }, null, 2),
);
console.log('\nWritten to bench-results/api.json');
