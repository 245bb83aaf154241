/**
 * D13 "seeing it run": GET /metrics in the Prometheus text format, read back with a real parser
 * (parse-prometheus-text-format): requests and latency per matched route, errors, outbox backlog, sealing lag,
 * refused sign-ins, rate-limit refusals, the database pool; only for this machine's loopback or a Bearer
 * METRICS_TOKEN. GET /ready: the database answers and every migration is applied, 503 otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import { rowsOf } from '../../server/src/db/client';
import { BASE, createTestApp, DEFAULT_TEST_CONFIG, type TestApp } from './support/app';
import { ownerDb } from './support/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: { ...DEFAULT_TEST_CONFIG.rateLimits!, leadsPerMin: 2 } } });
});
afterAll(async () => {
  await t?.close();
});

const FORBIDDEN = { code: 10005, msg: '没有权限访问该功能' };

let lastScrape = '';

/** GET /metrics from this machine, parsed (the parser throws on a line the text format does not allow). */
async function scrape(): Promise<Map<string, ParsedFamily>> {
  const response = await t.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  lastScrape = response.body;
  return new Map(parsePrometheusTextFormat(response.body).map((family) => [family.name, family]));
}

/**
 * The parser keys a histogram's buckets by `le` alone, so the series of a labelled histogram come out merged; the
 * one series of `route` is read from the lines of the text it parsed.
 */
function latencyOf(route: string): { count: number; sum: number; inf: number } {
  const read = (suffix: string, extra = '') => {
    const pattern = new RegExp(
      `^xq_http_request_duration_seconds_${suffix}\\{${extra}method="[A-Z]+",route="${route.replace(/[/:]/g, '\\$&')}"\\} (\\S+)$`,
      'm',
    );
    return Number(pattern.exec(lastScrape)?.[1]);
  };
  return { count: read('count'), sum: read('sum'), inf: read('bucket', 'le="\\+Inf",') };
}

/** The value of the one sample of `name` whose labels include `labels` (undefined when there is none). */
function valueOf(families: Map<string, ParsedFamily>, name: string, labels: Record<string, string> = {}) {
  const family = families.get(name);
  expect(family, `no metric ${name}`).toBeDefined();
  const sample = family!.metrics.find((metric) =>
    Object.entries(labels).every(([key, value]) => metric.labels?.[key] === value),
  );
  return sample && (sample.value !== undefined ? Number(sample.value) : Number(sample.count));
}

const lead = (name: string) =>
  t.post('/index/sendCustomEmail', {
    name,
    phone: '13912345678',
    companyName: '宁波海曙示例贸易有限公司',
    content: '想了解溯源平台的报价',
    application: '立即咨询',
    source: '/index',
  });

describe('GET /metrics', () => {
  it('counts requests and their latency per matched route, never per raw URL', async () => {
    await t.inject({ method: 'GET', url: '/health' });
    await t.get('/portal/news/list?limit=5&keywords=%E4%BA%BA%E6%89%8D');
    await t.get('/portal/news/detail?id=999999');
    await t.inject({ method: 'GET', url: '/uploads/0123456789abcdef.png' });
    await t.inject({ method: 'GET', url: '/no/such/page/42' });
    const families = await scrape();
    expect(families.get('xq_http_requests_total')!.type).toBe('COUNTER');
    expect(valueOf(families, 'xq_http_requests_total', { method: 'GET', route: '/health', status_code: '200' })).toBe(
      1,
    );
    expect(valueOf(families, 'xq_http_requests_total', { route: `${BASE}/portal/news/list`, status_code: '200' })).toBe(
      1,
    );
    expect(valueOf(families, 'xq_http_requests_total', { route: `${BASE}/portal/news/detail` })).toBe(1);
    expect(valueOf(families, 'xq_http_requests_total', { route: '/uploads/:name' })).toBe(1);
    expect(valueOf(families, 'xq_http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
    const routes = families.get('xq_http_requests_total')!.metrics.map((metric) => metric.labels!.route!);
    expect(routes.filter((route) => /[?]|0123456789abcdef|\/42$/.test(route))).toEqual([]);

    const latency = families.get('xq_http_request_duration_seconds')!;
    expect(latency.type).toBe('HISTOGRAM');
    const bounds = Object.keys(latency.metrics[0]!.buckets!).map((bound) =>
      bound === '+Inf' ? Infinity : Number(bound),
    );
    expect(bounds.sort((a, b) => a - b)).toEqual([0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, Infinity]);
    const health = latencyOf('/health');
    expect(health).toMatchObject({ count: 1, inf: 1 });
    expect(health.sum).toBeGreaterThan(0);
    // The server errors counter is there for alerts, with nothing counted yet.
    expect(families.get('xq_http_errors_total')).toMatchObject({ type: 'COUNTER', metrics: [] });
  });

  it('counts refused sign-ins by code and rate-limit refusals by route', async () => {
    expect((await t.post('/login', { username: 'admin', password: 'Wrong#2026' })).json().code).toBe(10002);
    expect((await t.post('/login', { username: 'nobody01', password: 'Wrong#2026' })).json().code).toBe(10002);
    await t.login('admin', 'Admin#2026');
    expect((await lead('张三')).json().code).toBe(0);
    expect((await lead('李四')).json().code).toBe(0);
    const refused = await lead('王五');
    expect([refused.statusCode, refused.json()]).toEqual([429, { code: 10006, msg: '请求过于频繁，请稍后再试' }]);
    const families = await scrape();
    expect(valueOf(families, 'xq_logins_refused_total', { code: '10002' })).toBe(2);
    expect(families.get('xq_logins_refused_total')!.metrics).toHaveLength(1);
    expect(valueOf(families, 'xq_rate_limit_refusals_total', { route: `${BASE}/index/sendCustomEmail` })).toBe(1);
    expect(latencyOf(`${BASE}/login`).count).toBe(3);
  });

  it('reports the outbox backlog and how long the oldest unsealed ledger event has waited', async () => {
    const [pending] = rowsOf<{ count: number }>(
      await t.app.db.execute(sql`select count(*)::int as count from ledger_events where block_height is null`),
    );
    t.clock.advance(30_000);
    const families = await scrape();
    expect(valueOf(families, 'xq_outbox_backlog')).toBe(await t.app.outbox.backlog());
    expect(valueOf(families, 'xq_outbox_backlog')).toBeGreaterThanOrEqual(2);
    expect(valueOf(families, 'xq_ledger_unsealed_events')).toBe(pending!.count);
    expect(pending!.count).toBeGreaterThanOrEqual(2);
    // The two leads were written at the test clock's time, 30 s ago; the seed's events are older still.
    expect(valueOf(families, 'xq_ledger_sealing_lag_seconds')).toBeGreaterThanOrEqual(30);
    await t.app.outbox.drain();
    const { sealBlocks } = await import('../../server/src/modules/chain/service');
    await sealBlocks(t.app.ctx);
    const after = await scrape();
    expect(valueOf(after, 'xq_outbox_backlog')).toBe(0);
    expect(valueOf(after, 'xq_ledger_unsealed_events')).toBe(0);
    expect(valueOf(after, 'xq_ledger_sealing_lag_seconds')).toBe(0);
  });

  it('reports the PostgreSQL pool (PGlite has none)', async () => {
    const families = await scrape();
    const states = families.get('xq_db_pool_connections')!.metrics.map((metric) => metric.labels!.state);
    if (t.database.kind === 'postgres') {
      expect(states.sort()).toEqual(['idle', 'total', 'waiting']);
      expect(valueOf(families, 'xq_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    } else expect(states).toEqual([]);
  });

  it('answers only this machine directly, or a scraper with the Bearer METRICS_TOKEN', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
    for (const address of ['203.0.113.9', '10.0.0.5', '::ffff:192.0.2.1']) {
      const response = await from(address);
      expect([response.statusCode, response.json()], address).toEqual([403, FORBIDDEN]);
    }
    // A reverse proxy on this machine connects from loopback too: what it forwards is not "this machine".
    for (const header of ['x-forwarded-for', 'x-real-ip', 'forwarded']) {
      const response = await from('127.0.0.1', { [header]: '203.0.113.9' });
      expect([response.statusCode, response.json()], header).toEqual([403, FORBIDDEN]);
    }
    expect((await from('::1')).statusCode).toBe(200);
    expect((await from('203.0.113.9', { authorization: 'Bearer anything-at-all-000' })).statusCode).toBe(403);
    t.app.ctx.config.metricsToken = 'scrape-token-0123456789';
    try {
      expect((await from('203.0.113.9', { authorization: 'Bearer scrape-token-0123456789' })).statusCode).toBe(200);
      expect((await from('203.0.113.9', { authorization: 'Bearer scrape-token-012345678' })).statusCode).toBe(403);
      expect((await from('203.0.113.9', { authorization: 'scrape-token-0123456789' })).statusCode).toBe(403);
    } finally {
      t.app.ctx.config.metricsToken = undefined;
    }
  });
});

describe('GET /ready and GET /health', () => {
  it('ready while the database answers and every migration is applied; 503 when one is missing', async () => {
    const ready = await t.inject({ method: 'GET', url: '/ready' });
    const [{ count }] = rowsOf<{ count: number }>(
      await t.app.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
    ) as [{ count: number }];
    expect([ready.statusCode, ready.json()]).toEqual([
      200,
      { code: 0, msg: 'ready', data: { database: 'up', migrations: { applied: count, expected: count } } },
    ]);
    const [newest] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await t.app.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      ),
    );
    await ownerDb(t).execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      const behind = await t.inject({ method: 'GET', url: '/ready' });
      expect([behind.statusCode, behind.json()]).toEqual([
        503,
        {
          code: 50000,
          msg: '数据库迁移尚未完成',
          data: { database: 'up', migrations: { applied: count - 1, expected: count } },
        },
      ]);
      // /health only says the process is alive and its database answers.
      expect((await t.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await ownerDb(t).execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
      );
    }
    expect((await t.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });
});
