/**
 * D13 "seeing it run": GET /metrics (Prometheus text format, for this machine's loopback or a Bearer METRICS_TOKEN)
 * and GET /ready (the database answers and every migration this build knows is applied). GET /health stays the
 * liveness check.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ApiCode } from '#contracts/codes';
import { METRICS_PATH, READY_PATH } from '#contracts/paths';
import type { AppContext } from '../context';
import { MIGRATIONS_DIR, rowsOf, type Database } from '../db/client';
import { API_MESSAGES } from '#contracts/api-messages';

/** The counters services increment; the gauges are read from the database at each scrape. */
export interface AppMetrics {
  registry: Registry;
  /** A refused sign-in, labelled with the envelope code it answered (10002 wrong password, 10006 locked …). */
  loginRefused(code: number): void;
}

export function createMetrics({ processMetrics }: { processMetrics: boolean }): AppMetrics {
  const registry = new Registry();
  // Process figures (CPU, memory, event loop lag) only for the process entry: a test process builds many apps.
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const loginsRefused = new Counter({
    name: 'xq_logins_refused_total',
    help: 'Sign-ins refused, by envelope code (10002 wrong account or password, 10003 account state, 10006 locked, 10008 wrong code).',
    labelNames: ['code'],
    registers: [registry],
  });
  return { registry, loginRefused: (code) => loginsRefused.inc({ code: String(code) }) };
}

/** The route pattern a request matched (`/uploads/:name`), never its raw URL: one series per route. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * A request from this machine that no proxy forwarded: a reverse proxy on the same host connects from loopback too,
 * and then adds its forwarding headers.
 */
function isDirectLoopback(request: FastifyRequest): boolean {
  const forwarded = ['forwarded', 'x-forwarded-for', 'x-real-ip'].some((name) => request.headers[name] !== undefined);
  return !forwarded && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function hasMetricsToken(request: FastifyRequest, token: string | undefined): boolean {
  const presented = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return token !== undefined && presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/** The journal of the migrations beside the server (the newest one's timestamp is what drizzle records). */
function newestMigration(): { count: number; when: number } {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return { count: journal.entries.length, when: Math.max(...journal.entries.map((entry) => entry.when)) };
}

async function appliedMigrations(database: Database): Promise<{ applied: number; newest: number }> {
  const [row] = rowsOf<{ applied: number; newest: string | number | null }>(
    await database.db.execute(
      sql`select count(*)::int as applied, max(created_at) as newest from drizzle.__drizzle_migrations`,
    ),
  );
  return { applied: Number(row?.applied ?? 0), newest: Number(row?.newest ?? 0) };
}

export function registerObservability(app: FastifyInstance, ctx: AppContext, metrics: AppMetrics): void {
  const { registry } = metrics;
  const requests = new Counter({
    name: 'xq_http_requests_total',
    help: 'HTTP requests answered, by method, matched route and status code.',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'xq_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and matched route.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'xq_http_errors_total',
    help: 'HTTP answers with a 5xx status (server errors), by method and matched route.',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'xq_rate_limit_refusals_total',
    help: 'Requests refused with 429 (rate limits, code-sending limits, login lockout, anonymous upload quota), by matched route.',
    labelNames: ['route'],
    registers: [registry],
  });
  const failedScrape = (what: string) => (error: unknown) =>
    ctx.log.warn({ err: error }, `metrics: cannot read the ${what}`);
  new Gauge({
    name: 'xq_outbox_backlog',
    help: 'Mails waiting in the outbox (pending, including those waiting for a retry).',
    registers: [registry],
    async collect() {
      await ctx.outbox.backlog().then((count) => this.set(count), failedScrape('outbox backlog'));
    },
  });
  // Each gauge reads at its own collect: prom-client writes a metric out right after collecting it.
  const ledgerBacklog = async () => {
    const [row] = rowsOf<{ pending: number; oldest: string | Date | null }>(
      await ctx.db.execute(
        sql`select count(*)::int as pending, min(created_at) as oldest from ledger_events where block_height is null`,
      ),
    );
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
    return {
      pending: Number(row?.pending ?? 0),
      lagSeconds: oldest === null ? 0 : Math.max(0, (ctx.now().getTime() - oldest) / 1000),
    };
  };
  new Gauge({
    name: 'xq_ledger_unsealed_events',
    help: 'Ledger events written but not yet sealed into a block.',
    registers: [registry],
    async collect() {
      await ledgerBacklog().then(({ pending }) => this.set(pending), failedScrape('ledger backlog'));
    },
  });
  new Gauge({
    name: 'xq_ledger_sealing_lag_seconds',
    help: 'Age of the oldest ledger event not yet sealed into a block (0 when every event is sealed).',
    registers: [registry],
    async collect() {
      await ledgerBacklog().then(({ lagSeconds }) => this.set(lagSeconds), failedScrape('ledger backlog'));
    },
  });
  new Gauge({
    name: 'xq_db_pool_connections',
    help: 'PostgreSQL connection pool of this instance: total, idle, and requests waiting for a connection (PGlite: none).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = ctx.database.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status_code: status });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status >= 500) errors.inc({ method: request.method, route, status_code: status });
    if (status === 429) rateLimited.inc({ route });
    done();
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!isDirectLoopback(request) && !hasMetricsToken(request, ctx.config.metricsToken))
      return reply.code(403).send({ code: ApiCode.FORBIDDEN, msg: API_MESSAGES.forbidden });
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });

  const expected = newestMigration();
  app.get(
    READY_PATH,
    { schema: { tags: ['health'], summary: '就绪检查（数据库可达、迁移已完成）' } },
    async (_request, reply) => {
      let migrations;
      try {
        await ctx.database.ping();
        migrations = await appliedMigrations(ctx.database);
      } catch (error) {
        ctx.log.error({ err: error }, 'readiness check failed');
        return reply
          .code(503)
          .send({ code: ApiCode.SERVER_ERROR, msg: '数据库不可用', data: { database: 'down', migrations: null } });
      }
      const data = { database: 'up', migrations: { applied: migrations.applied, expected: expected.count } };
      if (migrations.newest < expected.when)
        return reply.code(503).send({ code: ApiCode.SERVER_ERROR, msg: '数据库迁移尚未完成', data });
      return { code: ApiCode.OK, msg: 'ready', data };
    },
  );
}
