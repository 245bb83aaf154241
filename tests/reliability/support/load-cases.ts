/**
 * Load without loss, SIGKILL in the middle of a load run, and the figures table —
 * against the real server (`node build/server/server.mjs`, what `npm start` runs). One file per database
 * (load-pglite.test.ts, load-postgres.test.ts), so that the reliability suite can run them side by side: most of a
 * case is waiting for the outbox (after a SIGKILL, for the dead process's 60 s claim to expire).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_BATCH } from '#server/mail/outbox';
import { waitUntil } from '../../support/free-port.mjs';
import { SmtpCatcher } from '../../support/smtp-catcher';
import { printFigures, type FigureRow } from './figures';
import { badLimitAnswers, emptyStats, percentile, runLoad, type LoadStats } from './load';
import { startPgCluster, type PgCluster } from '../../support/pg-cluster';
import {
  adminToken,
  clearRateLimits,
  leadTotal,
  mailedFigures,
  readStored,
  removeDir,
  startStack,
  waitForEmptyOutbox,
  waitForMail,
  type DbKind,
  type Stack,
} from './stack';

/**
 * The default run proves each property with a short burst (1 s × 50 connections, a kill half-way): a longer one
 * proves nothing more and costs CPU. FULL=1 (npm run test:reliability:full) runs 30 s bursts for the figures in
 * docs/reliability.md.
 */
const FULL = process.env.FULL === '1';
const DURATION_MS = FULL ? 30_000 : 1_000;
const CONNECTIONS = 50;
/**
 * The outbox must deliver the backlog of a run within this bound: after a SIGKILL, the batch the dead process had
 * claimed waits for its claim (MAIL_CLAIM_SECONDS) to expire, then goes out.
 */
const DRAIN_TIMEOUT_MS = FULL ? 120_000 : 60_000;
/** The bound grows with the backlog: at least DRAIN_TIMEOUT_MS, and 10 ms per queued mail on a busy 2-core machine. */
const drainBoundMs = (mails: number) => Math.max(DRAIN_TIMEOUT_MS, mails * 10);
const NO_LIMIT = { RATE_LIMIT_LEADS_PER_MIN: '1000000' };
/**
 * The default limit allows 2 × 20 leads a minute (20 on each of the two lead endpoints): 100 requests always exceed
 * it, however fast the machine. FULL=1 keeps 2 s of back-to-back requests (at least 60), the figures of docs/reliability.md.
 */
const RATE_LIMIT_RUN = FULL ? { durationMs: 2_000, minRequests: 60 } : { durationMs: 0, minRequests: 100 };
const RATE_LIMIT_RUN_LABEL = FULL ? '10 × 2 s' : '10 connections, 100 requests';

/** The three load cases on one database: a burst, a SIGKILL half-way through a burst, the default rate limit. */
export function defineLoadCases(kind: DbKind): void {
  const rows: FigureRow[] = [];
  let catcher: SmtpCatcher;
  let cluster: PgCluster | undefined;
  const stacks: Stack[] = [];

  beforeAll(async () => {
    catcher = await new SmtpCatcher().start();
  });

  afterAll(async () => {
    printFigures(`load-${kind}`, rows);
    for (const stack of stacks) {
      await stack.app.stop().catch(() => undefined);
      removeDir(stack.dataDir);
    }
    await catcher?.stop();
    await cluster?.stop();
  });

  async function databaseUrlFor(kind: DbKind, name: string): Promise<string | undefined> {
    if (kind === 'pglite') return undefined;
    cluster ??= await startPgCluster();
    return cluster.createDatabase(name);
  }

  function expectEveryRequestAnswered(stats: LoadStats, label: string): void {
    const summary = {
      label,
      serverErrors: stats.serverErrors,
      timeouts: stats.timeouts,
      connectionErrors: stats.connectionErrors,
      notEnvelope: stats.notEnvelope,
      otherAnswers: Object.fromEntries(stats.otherAnswers),
      badLimitAnswers: badLimitAnswers(stats),
    };
    expect(summary).toEqual({
      label,
      serverErrors: 0,
      timeouts: 0,
      connectionErrors: 0,
      notEnvelope: [],
      otherAnswers: {},
      badLimitAnswers: [],
    });
  }

  /** Waits for the outbox, stops the server, reads the database directly and checks acknowledged = stored = mailed. */
  async function settle(
    stack: Stack,
    runId: string,
    stats: LoadStats,
    scenario: string,
    note = '',
    allowedDuplicates = 0,
  ): Promise<void> {
    let drainMs = -1;
    let drainError: unknown;
    try {
      const token = await adminToken(stack.app.url);
      const bound = drainBoundMs(stats.acknowledged.size);
      const started = Date.now();
      await waitForMail(catcher, runId, () => leadTotal(stack.app.url, token, runId), bound);
      await waitForEmptyOutbox(stack.app.url, bound - (Date.now() - started));
      drainMs = Date.now() - started;
      // One more outbox interval, so that a late duplicate would show.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
    } catch (error) {
      drainError = error;
    } finally {
      // Always stop before the next case opens the same DATA_DIR (two PGlite processes on one directory corrupt it).
      await stack.app.stop();
    }
    const stored = await readStored(stack, runId);
    const mailed = mailedFigures(catcher, runId);
    const missing = [...stats.acknowledged].filter((marker) => !stored.leads.has(marker));
    const unmailed = [...stored.leads].filter((marker) => !mailed.markers.has(marker));
    rows.push({
      scenario,
      database: stack.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
      requests: stats.requests,
      acknowledged: stats.acknowledged.size,
      limited: stats.limited,
      stored: stored.leads.size,
      mailed: mailed.distinct,
      duplicates: mailed.duplicates,
      lostLeads: missing.length,
      lostMail: unmailed.length,
      p99ms: percentile(stats.latenciesMs, 99),
      note: `${note}${note ? '; ' : ''}${drainMs >= 0 ? `outbox drained in ${(drainMs / 1000).toFixed(1)} s` : `outbox NOT drained within ${drainBoundMs(stats.acknowledged.size) / 1000} s (${stored.outbox.pending} pending)`}`,
    });
    if (drainError) console.error(drainError);
    expect({ missing: missing.slice(0, 5), unmailed: unmailed.slice(0, 5) }).toEqual({ missing: [], unmailed: [] });
    expect(stored.leadRows).toBe(stored.leads.size); // no lead stored twice
    expect(mailed.duplicates).toBeLessThanOrEqual(allowedDuplicates);
    expect(drainError).toBeUndefined();
    expect(stored.outbox).toEqual({ total: stored.leads.size, sent: stored.leads.size, pending: 0, failed: 0 });
    expect(mailed.distinct).toBe(stored.leads.size);
    expect(mailed.foreignRecipients).toEqual([]);
  }

  /**
   * Every case reopens the first case's DATA_DIR (or database): a case that failed before settle() stopped its
   * server leaves it running, and PGlite allows one server per DATA_DIR. Stopping an exited server is a no-op.
   */
  async function stopEarlierServers(): Promise<void> {
    for (const stack of stacks) await stack.app.stop();
  }

  describe(`${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () => {
    let dataDir: string | undefined;
    let databaseUrl: string | undefined;

    it(`${CONNECTIONS} concurrent submitters for ${DURATION_MS / 1000} s: every request answered, nothing lost, no duplicate mail`, async () => {
      databaseUrl = await databaseUrlFor(kind, `load_${Date.now().toString(36)}`);
      const stack = await startStack({ kind, catcher, databaseUrl, env: NO_LIMIT });
      stacks.push(stack);
      dataDir = stack.dataDir;
      const runId = `L${kind[1]}${Date.now().toString(36)}`;
      const stats = await runLoad({ url: stack.app.url, connections: CONNECTIONS, durationMs: DURATION_MS, runId });
      expectEveryRequestAnswered(stats, 'load');
      expect(stats.limited).toBe(0);
      expect(stats.acknowledged.size).toBe(stats.requests);
      await settle(stack, runId, stats, `load ${DURATION_MS / 1000} s × ${CONNECTIONS}`);
    });

    it('SIGKILL in the middle of a load run: every acknowledged lead survives, the server restarts cleanly', async () => {
      expect(dataDir, 'runs after the load case (same DATA_DIR / database)').toBeDefined();
      await stopEarlierServers();
      const stack = await startStack({ kind, catcher, databaseUrl, dataDir, env: NO_LIMIT });
      stacks.push(stack);
      const runId = `K${kind[1]}${Date.now().toString(36)}`;
      const stats = emptyStats();
      let killedAt = 0;
      let restartedAfterMs = 0;
      const crash = (async () => {
        // Half-way through the burst, once the server has acknowledged a lead: on a loaded machine the first
        // answer can come later than that, and a kill before it proves nothing.
        await new Promise((resolve) => setTimeout(resolve, DURATION_MS / 2));
        await waitUntil(() => stats.acknowledged.size > 0, 60_000, 'a first acknowledged lead');
        const acknowledgedBeforeKill = stats.acknowledged.size;
        killedAt = Date.now();
        await stack.app.kill();
        await stack.app.restart(); // same port, same DATA_DIR / DATABASE_URL, no manual repair
        restartedAfterMs = Date.now() - killedAt;
        return acknowledgedBeforeKill;
      })();
      // The load spans the kill and the restart, however late they come.
      await runLoad(
        {
          url: stack.app.url,
          connections: CONNECTIONS,
          durationMs: DURATION_MS,
          runId,
          retryPauseMs: 200,
          until: crash,
        },
        stats,
      );
      const acknowledgedBeforeKill = await crash;
      expect(killedAt).toBeGreaterThan(0);
      expect(acknowledgedBeforeKill).toBeGreaterThan(0);
      // Requests cut by the kill or refused while the server was down are connection errors; everything that
      // got an answer is an envelope, never a 5xx.
      expect(stats.serverErrors).toBe(0);
      expect(stats.timeouts).toBe(0);
      expect(stats.notEnvelope).toEqual([]);
      expect(Object.fromEntries(stats.otherAnswers)).toEqual({});
      const logs = stack.app.logs.join('');
      expect(logs).not.toMatch(/"level":(50|60)/); // no error/fatal lines (e.g. recovery failures) after restart
      await settle(
        stack,
        runId,
        stats,
        `SIGKILL at ${DURATION_MS / 2000} s`,
        `${acknowledgedBeforeKill} acknowledged before the kill, ${stats.connectionErrors} connection errors, restart ${(restartedAfterMs / 1000).toFixed(1)} s`,
        // A kill between "sent" and "marked sent" re-sends that claimed batch with the same Message-ID (docs/operations.md).
        OUTBOX_BATCH,
      );
    });

    it('default rate limit (RATE_LIMIT_LEADS_PER_MIN unset): refusals are clean 10006 envelopes with a Chinese message', async () => {
      expect(dataDir).toBeDefined();
      await stopEarlierServers();
      await clearRateLimits(kind, dataDir, databaseUrl);
      const stack = await startStack({ kind, catcher, databaseUrl, dataDir });
      stacks.push(stack);
      const runId = `R${kind[1]}${Date.now().toString(36)}`;
      const stats = await runLoad({ url: stack.app.url, connections: 10, runId, ...RATE_LIMIT_RUN });
      expectEveryRequestAnswered(stats, 'rate limit');
      // @fastify/rate-limit keeps one counter per route: 20 a minute on EACH of the two lead endpoints.
      expect(stats.acknowledged.size).toBeLessThanOrEqual(2 * 20);
      expect(stats.acknowledged.size).toBeGreaterThan(0);
      expect(stats.limited).toBeGreaterThan(0);
      expect(stats.acknowledged.size + stats.limited).toBe(stats.requests);
      await settle(stack, runId, stats, `default rate limit, ${RATE_LIMIT_RUN_LABEL}`);
    });
  });
}
