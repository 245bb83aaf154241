import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessage } from '../../server/src/plugins/errors';
import { eq } from 'drizzle-orm';
import { users } from '../../server/src/db/schema';
import { BASE, createTestApp, registerOrganisation, type TestApp } from './support/app';

let t: TestApp;
let spa: TestApp;
const ROUTE_PRELOAD = "(function(){var m={'/solution':['/assets/solution-page-1.js']};})()";
beforeAll(async () => {
  t = await createTestApp();
  // A built SPA in a temp dir, to check the cache headers.
  const dist = path.join(t.dataDir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>星桥链数</title><script>${ROUTE_PRELOAD}</script><div id="root"></div>`,
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'favicon.ico'), 'x');
  spa = await createTestApp({ config: { staticDir: dist } });
});
afterAll(async () => {
  await spa?.close();
  await t?.close();
});

describe('envelope and error handler', () => {
  it('answers 10009 for unknown routes', async () => {
    for (const url of ['/nope', `${BASE}/portal/none`]) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 10009, msg: '接口不存在' });
    }
  });

  it('answers 10001 for malformed JSON and for a body that is too large', async () => {
    const bad = await t.inject({
      method: 'POST',
      url: `${BASE}/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 10001, msg: '请求体不是合法的 JSON' });
    const big = await t.inject({
      method: 'POST',
      url: `${BASE}/index/sendCustomEmail`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'a', content: 'x'.repeat(300 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 10001, msg: '请求体过大' });
  });

  it('hides internals of a 5xx behind 50000', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.post('/index/sendCustomEmail', {
      name: '张三',
      phone: '13912340001',
      companyName: '示例',
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 50000, msg: '服务器繁忙，请稍后再试' });
    const health = await broken.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ code: 50000, msg: '数据库不可用' });
    await broken.close();
  });

  it('names the field in Chinese and reports a missing body', async () => {
    expect(validationMessage([])).toBe('请求参数不正确');
    const response = await t.inject({ method: 'POST', url: `${BASE}/index/sendCustomEmail` });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(10001);
  });
});

describe('health, headers, docs', () => {
  it('GET /health reports the database and the mails not yet delivered', async () => {
    await t.app.outbox.flush();
    const response = await t.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({
      code: 0,
      msg: 'ok',
      data: { database: 'up', driver: t.database.kind, mailBacklog: 0 },
    });
    await t.app.outbox.enqueue(t.app.db, 'lead', ['sales@example.com'], {
      subject: '积压',
      text: '待发送',
      html: '<p>待发送</p>',
    });
    const queued = await t.inject({ method: 'GET', url: '/health' });
    expect(queued.json().data.mailBacklog).toBe(1);
  });

  it('sends CSP, frame-ancestors and nosniff on every response', async () => {
    for (const url of ['/health', `${BASE}/portal/dict?type=1`, '/nope']) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it("allows the built index.html's inline script by its SHA-256 only, on the SPA and the API alike", async () => {
    const hash = createHash('sha256').update(ROUTE_PRELOAD, 'utf8').digest('base64');
    for (const url of ['/', '/health']) {
      const csp = String((await spa.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });

  it('follows a build written under the running server: the new inline script is admitted, the old one is not', async () => {
    const dist = path.join(t.dataDir, 'dist');
    const index = path.join(dist, 'index.html');
    const before = fs.readFileSync(index, 'utf8');
    const rebuilt = "(function(){var m={'/solution':['/assets/solution-page-2.js']};})()";
    const sha = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    try {
      fs.writeFileSync(index, before.replace(ROUTE_PRELOAD, rebuilt));
      // A later modification time than the first build, whatever the file system's resolution.
      const later = new Date(Date.now() + 5000);
      fs.utimesSync(index, later, later);
      // The file is looked at again at most once a second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const response = await spa.inject({ method: 'GET', url: '/' });
      expect(response.body).toContain(rebuilt);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' ${sha(rebuilt)};`);
      expect(csp).not.toContain(sha(ROUTE_PRELOAD));
    } finally {
      fs.writeFileSync(index, before);
      const restored = new Date(Date.now() + 10_000);
      fs.utimesSync(index, restored, restored);
    }
  });

  it('serves OpenAPI docs with a relaxed CSP scoped to the docs', async () => {
    const json = await t.inject({ method: 'GET', url: `${BASE}/docs/json` });
    expect(json.statusCode).toBe(200);
    const spec = json.json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([`${BASE}/login`, `${BASE}/index/sendCustomEmail`, `${BASE}/portal/leads/list`]),
    );
    const page = await t.inject({ method: 'GET', url: `${BASE}/docs/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
  });

  it('in production serves the docs to an admin only (Bearer, or the SPA session cookie) (D10)', async () => {
    // A production first start: the admin only (a development data folder is refused in production).
    const production = await createTestApp({
      emptyDatabase: true,
      config: { env: 'production', isProduction: true, adminPassword: 'Strong#2026' },
    });
    try {
      for (const url of [`${BASE}/docs/json`, `${BASE}/docs/`, `${BASE}/docs`]) {
        const anonymous = await production.inject({ method: 'GET', url });
        expect([anonymous.statusCode, anonymous.json()], url).toEqual([
          401,
          { code: 10004, msg: '登录已过期，请重新登录' },
        ]);
      }
      // An approved organisation of its own.
      await registerOrganisation(production, { username: 'docs01', email: 'docs01@example.com', phone: '13500000081' });
      await production.app.db.update(users).set({ status: 'approved' }).where(eq(users.username, 'docs01'));
      const enterprise = await production.login('docs01', 'Pass#2026');
      const refused = await production.inject({
        method: 'GET',
        url: `${BASE}/docs/json`,
        headers: { authorization: `Bearer ${enterprise}` },
      });
      expect([refused.statusCode, refused.json().code]).toEqual([403, 10005]);
      const admin = await production.login('admin', 'Strong#2026');
      const json = await production.inject({
        method: 'GET',
        url: `${BASE}/docs/json`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(json.statusCode).toBe(200);
      const page = await production.inject({
        method: 'GET',
        url: `${BASE}/docs/`,
        headers: { cookie: `Admin-Token=${admin}` },
      });
      expect(page.statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});

describe('static SPA', () => {
  it('without a build, / explains in Chinese that the SPA is not built', async () => {
    const response = await t.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('前端页面尚未构建');
  });

  it('serves index.html with no-cache and hashed assets for a year', async () => {
    const index = await spa.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('<div id="root">');
    const asset = await spa.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await spa.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const missing = await spa.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.json()).toEqual({ code: 10009, msg: '接口不存在' });
    expect((await spa.inject({ method: 'GET', url: `${BASE}/portal/dict?type=2` })).json().code).toBe(0);
  });
});
