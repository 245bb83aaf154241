/**
 * Every API route × every role × its expected answer, generated from the server's own route
 * table (server/src/plugins/auth.ts records every registered route). Who may call what is read from the one access
 * table (src/contracts/access.ts, D10): a route without a line there cannot even start, a line without a route
 * fails here.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, mayAccess, type Role } from '#contracts/access';
import { API } from '#contracts/paths';
import { users } from '../../server/src/db/schema';
import { BASE, createTestApp, registerOrganisation, type TestApp } from '../server/support/app';

type Who = Role | 'anonymous';
const WHO: Who[] = ['anonymous', 'enterprise', 'institution', 'school', 'reviewer', 'admin'];

/** Who may call `path` (relative to the API base), by the access table. */
function allowedOn(path: string): Who[] | undefined {
  const access = (ACCESS as Record<string, (typeof ACCESS)[keyof typeof ACCESS]>)[path];
  return access && WHO.filter((who) => mayAccess(who === 'anonymous' ? [] : [who], access));
}
/** Calls that end the caller's session (logout) get a session of their own. */
const FRESH = new Set<string>([API.logout]);

let t: TestApp;
const tokens: Partial<Record<Who, string>> = {};
const passwords: Record<Role, [string, string]> = {
  admin: ['admin', 'Admin#2026'],
  reviewer: ['reviewer', 'Review#2026'],
  enterprise: ['enterprise01', 'Demo#2026'],
  institution: ['relinst01', 'Pass#2026'],
  school: ['reluni01', 'Pass#2026'],
};

beforeAll(async () => {
  t = await createTestApp();
  await registerOrganisation(t, {
    username: 'relinst01',
    email: 'relinst01@example.com',
    phone: '13100000011',
    userType: 2,
  });
  await registerOrganisation(t, {
    username: 'reluni01',
    email: 'reluni01@example.com',
    phone: '13100000012',
    userType: 3,
  });
  await t.app.db.update(users).set({ status: 'approved' }).where(eq(users.status, 'pending'));
  for (const [role, [username, password]] of Object.entries(passwords))
    tokens[role as Role] = await t.login(username, password);
});
afterAll(async () => {
  await t?.close();
});

/** API routes of the running app, from the route table that plugins/auth.ts keeps. */
function apiRoutes(): string[] {
  const keys = t.app.routeTable
    .filter((route) => route.url.startsWith(`${BASE}/`) && !route.url.startsWith(`${BASE}/docs`))
    .map((route) => `${route.method} ${route.url.slice(BASE.length)}`);
  return [...new Set(keys)].sort();
}

describe('route table', () => {
  it('every API route has a line in the access table (a new endpoint without one fails here)', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((key) => !allowedOn(key.split(' ')[1]!))).toEqual([]);
  });

  it('every line of the access table names a route that exists (no stale lines)', () => {
    const paths = new Set(apiRoutes().map((key) => key.split(' ')[1]));
    expect(Object.keys(ACCESS).filter((path) => !paths.has(path))).toEqual([]);
  });

  it('a route a role may not call answers 10004/10005 before it validates anything', async () => {
    // Guards run at preValidation: an invalid body from an anonymous caller is still "log in", not a field message.
    const response = await t.inject({ method: 'POST', url: `${BASE}/portal/review/decide`, payload: { id: 'x' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 10004, msg: '登录已过期，请重新登录' });
  });
});

describe('role × route matrix', () => {
  // The matrix is generated from the route table at run time, so routes added later are covered too.
  it('every route answers every role as expected', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const key of apiRoutes()) {
      const [method, path] = key.split(' ') as ['GET' | 'POST', string];
      const allowed = allowedOn(path);
      if (!allowed) continue; // reported by the route-table test
      for (const who of WHO) {
        let token = who === 'anonymous' ? undefined : tokens[who];
        if (FRESH.has(path) && who !== 'anonymous') token = await t.login(...passwords[who]);
        const response = await t.inject({
          method,
          url: BASE + path,
          payload: method === 'POST' ? {} : undefined,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        checked += 1;
        const type = String(response.headers['content-type'] ?? '');
        const body = type.includes('json') ? (response.json() as { code: number; msg: string }) : undefined;
        const got = `${response.statusCode} ${body ? `${body.code} ${body.msg}` : type}`;
        if (response.statusCode >= 500) failures.push(`${key} as ${who}: ${got}`);
        else if (allowed.includes(who)) {
          if (body && (body.code === 10004 || body.code === 10005)) failures.push(`${key} as ${who}: refused (${got})`);
        } else if (who === 'anonymous') {
          if (response.statusCode !== 401 || body?.code !== 10004 || body.msg !== '登录已过期，请重新登录')
            failures.push(`${key} as anonymous: expected 401/10004, got ${got}`);
        } else if (response.statusCode !== 403 || body?.code !== 10005 || body.msg !== '没有权限访问该功能')
          failures.push(`${key} as ${who}: expected 403/10005, got ${got}`);
      }
    }
    console.log(`role matrix: ${checked} route × role answers checked`);
    expect(failures).toEqual([]);
  });

  it('a disabled or pending account cannot use a session; a logged-out token is dead', async () => {
    const token = await t.login('relinst01', 'Pass#2026');
    await t.app.db.update(users).set({ status: 'disabled' }).where(eq(users.username, 'relinst01'));
    const disabled = await t.get('/portal/user/info', token);
    expect([disabled.statusCode, disabled.json().code]).toEqual([401, 10004]);
    await t.app.db.update(users).set({ status: 'approved' }).where(eq(users.username, 'relinst01'));
    const again = await t.login('relinst01', 'Pass#2026');
    await t.post('/logout', {}, again);
    const after = await t.get('/portal/user/info', again);
    expect([after.statusCode, after.json().code]).toEqual([401, 10004]);
  });
});
