/**
 * The SMTP server goes away during submissions and comes back. Every lead is acknowledged
 * without waiting for mail, every queued mail is delivered afterwards, exactly once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SmtpCatcher } from '../support/smtp-catcher';
import { printFigures, type FigureRow } from './support/figures';
import { emptyStats, percentile, runLoad } from './support/load';
import {
  adminToken,
  leadTotal,
  mailedFigures,
  readStored,
  removeDir,
  startStack,
  waitForMail,
  type Stack,
} from './support/stack';

/** The default run: SMTP down ~5 s (a failed attempt and its 5 s backoff); FULL=1: ~10 s, as in docs/reliability.md. */
const FULL = process.env.FULL === '1';
const BEFORE_MS = FULL ? 3_000 : 1_500;
const DOWN_LOAD_MS = FULL ? 6_000 : 3_000;
const DOWN_QUIET_MS = FULL ? 4_000 : 2_000;
/**
 * Submissions while SMTP is down, at the least: the load goes on past DOWN_LOAD_MS until this many were sent, so that
 * a slow machine (or other suites beside this one) sends as many as a quiet one, only later.
 */
const DOWN_MIN_REQUESTS = 21;

const rows: FigureRow[] = [];
let catcher: SmtpCatcher;
let stack: Stack | undefined;

beforeAll(async () => {
  catcher = await new SmtpCatcher().start();
});
afterAll(async () => {
  printFigures('outage', rows);
  if (stack) {
    await stack.app.stop().catch(() => undefined);
    removeDir(stack.dataDir);
  }
  await catcher?.stop();
});

it('SMTP down for a while: answers never wait for mail; every queued mail is delivered afterwards, exactly once', async () => {
  stack = await startStack({ kind: 'pglite', catcher, env: { RATE_LIMIT_LEADS_PER_MIN: '1000000' } });
  const runId = `O${Date.now().toString(36)}`;
  const paced = { url: stack.app.url, connections: 3, runId, pauseMs: 150 };

  // Mail flows.
  const before = await runLoad({ ...paced, durationMs: BEFORE_MS, runId: `${runId}a` });
  await waitForMail(catcher, `${runId}a`, async () => before.acknowledged.size, 30_000);

  // SMTP down: the catcher refuses connections on its port.
  await catcher.stop();
  const during = await runLoad(
    { ...paced, durationMs: DOWN_LOAD_MS, minRequests: DOWN_MIN_REQUESTS, runId: `${runId}b` },
    emptyStats(),
  );
  await new Promise((resolve) => setTimeout(resolve, DOWN_QUIET_MS)); // let the worker fail and back off
  const deliveredWhileDown = mailedFigures(catcher, `${runId}b`).distinct;

  // SMTP back on the same port.
  await catcher.start();
  const token = await adminToken(stack.app.url);
  let drainError: unknown;
  let drainMs = -1;
  try {
    drainMs = await waitForMail(catcher, `${runId}b`, () => leadTotal(stack!.app.url, token, `${runId}b`), 90_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
  } catch (error) {
    drainError = error;
  } finally {
    await stack.app.stop();
  }

  const storedB = await readStored(stack, `${runId}b`);
  const mailedB = mailedFigures(catcher, `${runId}b`);
  const missing = [...during.acknowledged].filter((marker) => !storedB.leads.has(marker));
  rows.push({
    scenario: `SMTP stopped ~${(DOWN_LOAD_MS + DOWN_QUIET_MS) / 1000} s during submissions`,
    database: 'PGlite',
    requests: during.requests,
    acknowledged: during.acknowledged.size,
    limited: during.limited,
    stored: storedB.leads.size,
    mailed: mailedB.distinct,
    duplicates: mailedB.duplicates,
    lostLeads: missing.length,
    lostMail: storedB.leads.size - mailedB.distinct,
    p99ms: percentile(during.latenciesMs, 99),
    note: `${deliveredWhileDown} delivered while down; max answer ${Math.round(Math.max(...during.latenciesMs))} ms; ${drainMs >= 0 ? `delivered ${(drainMs / 1000).toFixed(1)} s after SMTP came back` : 'NOT drained in 90 s'}`,
  });

  expect(during.requests).toBeGreaterThanOrEqual(DOWN_MIN_REQUESTS);
  expect(during.acknowledged.size).toBe(during.requests); // every submission answered 0 while SMTP was down
  expect(during.serverErrors + during.timeouts + during.connectionErrors).toBe(0);
  // The answer never waited for the mail: nodemailer's connect attempt is not on the request path.
  expect(percentile(during.latenciesMs, 99)).toBeLessThan(1_000);
  expect(deliveredWhileDown).toBe(0);
  expect(missing).toEqual([]);
  expect(drainError).toBeUndefined();
  expect(storedB.outbox).toEqual({ total: storedB.leads.size, sent: storedB.leads.size, pending: 0, failed: 0 });
  expect(mailedB.distinct).toBe(storedB.leads.size);
  expect(mailedB.duplicates).toBe(0);
  expect(mailedB.foreignRecipients).toEqual([]);
});
