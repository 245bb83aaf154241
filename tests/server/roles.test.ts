import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { ACCESS, mayAccess, rolesFor, type ApiPath, type Role } from '#contracts/access';
import { API } from '#contracts/paths';
import type { AppContext } from '../../server/src/context';
import { users } from '../../server/src/db/schema';
import { registerAuth } from '../../server/src/plugins/auth';
import { BASE, createTestApp, loginSeededAccounts, registerOrganisation, type TestApp } from './support/app';

let t: TestApp;
const tokens: Partial<Record<Role | 'anonymous', string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await loginSeededAccounts(t));
  await registerOrganisation(t, { username: 'inst01', email: 'inst01@example.com', phone: '13100000001', userType: 2 });
  await registerOrganisation(t, { username: 'uni01', email: 'uni01@example.com', phone: '13100000002', userType: 3 });
  await t.app.db.update(users).set({ status: 'approved' }).where(eq(users.status, 'pending'));
  tokens.institution = await t.login('inst01', 'Pass#2026');
  tokens.school = await t.login('uni01', 'Pass#2026');
});
afterAll(async () => {
  await t?.close();
});

type Who = Role | 'anonymous';
const ALL: Who[] = ['anonymous', 'admin', 'reviewer', 'enterprise', 'institution', 'school'];

/** Who the access table (src/contracts/access.ts) lets call a path. */
const allowedBy = (path: ApiPath): Who[] =>
  ALL.filter((who) => mayAccess(who === 'anonymous' ? [] : [who], ACCESS[path]));

/** Sample calls; who may make them comes from the access table, and the server must answer accordingly. */
const MATRIX: { method: 'GET' | 'POST'; path: ApiPath; query?: string; payload?: unknown }[] = [
  { method: 'GET', path: API.userInfo },
  { method: 'GET', path: API.userData },
  { method: 'GET', path: API.blockNumber },
  { method: 'GET', path: API.transactions },
  { method: 'GET', path: API.reviewList },
  { method: 'GET', path: API.reviewDetail, query: '?id=3' },
  { method: 'POST', path: API.reviewDecide, payload: { id: 999999, decision: 'approve' } },
  { method: 'GET', path: API.leadsList },
  { method: 'POST', path: API.leadsStatus, payload: { id: 999999, status: 'closed' } },
  { method: 'GET', path: API.leadsExport },
  { method: 'GET', path: API.serviceList },
  { method: 'GET', path: API.serviceDetail, query: '?id=999999' },
  { method: 'POST', path: API.serviceCreate, payload: { kind: 'custom', description: '测试' } },
  { method: 'GET', path: API.newsList },
  { method: 'GET', path: API.dict, query: '?type=1' },
];

describe('the access table says what DECISIONS D4 says', () => {
  it('admin passes every rule; groups as D4 names them', () => {
    for (const path of Object.values(API)) expect(mayAccess(['admin'], ACCESS[path])).toBe(true);
    expect(rolesFor(API.leadsList)).toEqual(['admin']);
    expect(rolesFor(API.reviewDecide)).toEqual(['reviewer', 'admin']);
    expect(rolesFor(API.talentSubmit)).toEqual(['enterprise', 'institution', 'school', 'admin']);
    expect(rolesFor(API.talentDetail)).toEqual(['enterprise', 'institution', 'school', 'reviewer', 'admin']);
    expect(allowedBy(API.userInfo)).toEqual(ALL.filter((who) => who !== 'anonymous'));
    for (const path of [API.login, API.register, API.smsSend, API.emailSend, API.upload, API.dict, API.newsList])
      expect(allowedBy(path)).toEqual(ALL);
    // D9: the per-day counts are public (the explorer's chart); the block number stays the user centre's.
    expect(allowedBy(API.transactions)).toEqual(ALL);
    expect(allowedBy(API.blockNumber)).toEqual(ALL.filter((who) => who !== 'anonymous'));
  });
});

describe('the server takes every guard from the access table', () => {
  it('every API route has its line, every line has its route, and the guard installed is that line', () => {
    const api = t.app.routeTable.filter(
      (route) => route.url.startsWith(`${BASE}/`) && !route.url.startsWith(`${BASE}/docs`),
    );
    const registered = new Map(api.map((route) => [route.url.slice(BASE.length), route.access]));
    expect([...registered.keys()].sort()).toEqual(Object.keys(ACCESS).sort());
    for (const [path, access] of registered) expect(access, path).toEqual(ACCESS[path as ApiPath]);
  });

  it('a route without a line in the table stops the server at start, naming the file to edit', async () => {
    const app = Fastify({ logger: false });
    registerAuth(app, t.app.ctx as AppContext);
    await expect(
      app.register(
        async (api) => {
          api.get('/portal/forgotten', async () => ({}));
        },
        { prefix: BASE },
      ),
    ).rejects.toThrow('GET /shangchain/bsnApi/portal/forgotten has no line in src/contracts/access.ts');
    await app.close();
  });
});

describe('role × endpoint matrix', () => {
  for (const entry of MATRIX) {
    const allowed = allowedBy(entry.path);
    for (const who of ALL)
      it(`${entry.method} ${entry.path} as ${who} → ${allowed.includes(who) ? 'allowed' : 'refused'}`, async () => {
        const token = who === 'anonymous' ? undefined : tokens[who];
        const response = await t.inject({
          method: entry.method,
          url: BASE + entry.path + (entry.query ?? ''),
          payload: entry.payload as object | undefined,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        if (allowed.includes(who) && String(response.headers['content-type']).startsWith('text/csv')) {
          expect(response.statusCode).toBe(200);
          return;
        }
        const body = response.json();
        if (allowed.includes(who)) {
          expect([0, 10009]).toContain(body.code);
        } else if (who === 'anonymous') {
          expect(response.statusCode).toBe(401);
          expect(body).toEqual({ code: 10004, msg: '登录已过期，请重新登录' });
        } else {
          expect(response.statusCode).toBe(403);
          expect(body).toEqual({ code: 10005, msg: '没有权限访问该功能' });
        }
      });
  }
});
