import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Role } from '../../src/contracts/auth';
import { users } from '../../server/src/db/schema';
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
const LOGGED_IN: Who[] = ['admin', 'reviewer', 'enterprise', 'institution', 'school'];

/** Endpoint → who may call it (DECISIONS D4 and the lead's role table). */
const MATRIX: { method: 'GET' | 'POST'; url: string; payload?: unknown; allowed: Who[] }[] = [
  { method: 'GET', url: '/portal/user/info', allowed: LOGGED_IN },
  { method: 'GET', url: '/portal/user/data', allowed: LOGGED_IN },
  { method: 'GET', url: '/portal/chain/blockNumber', allowed: LOGGED_IN },
  { method: 'GET', url: '/portal/chain/transactions', allowed: LOGGED_IN },
  { method: 'GET', url: '/portal/review/list', allowed: ['admin', 'reviewer'] },
  { method: 'GET', url: '/portal/review/detail?id=3', allowed: ['admin', 'reviewer'] },
  {
    method: 'POST',
    url: '/portal/review/decide',
    payload: { id: 999999, decision: 'approve' },
    allowed: ['admin', 'reviewer'],
  },
  { method: 'GET', url: '/portal/leads/list', allowed: ['admin'] },
  { method: 'POST', url: '/portal/leads/status', payload: { id: 999999, status: 'closed' }, allowed: ['admin'] },
  { method: 'GET', url: '/portal/leads/export', allowed: ['admin'] },
  { method: 'GET', url: '/portal/service/list', allowed: ['admin', 'enterprise', 'institution', 'school'] },
  { method: 'GET', url: '/portal/service/detail?id=999999', allowed: ['admin', 'enterprise', 'institution', 'school'] },
  {
    method: 'POST',
    url: '/portal/service/create',
    payload: { kind: 'custom', description: '测试' },
    allowed: ['admin', 'enterprise', 'institution', 'school'],
  },
  { method: 'GET', url: '/portal/news/list', allowed: ALL },
  { method: 'GET', url: '/portal/dict?type=1', allowed: ALL },
];

describe('role × endpoint matrix', () => {
  for (const entry of MATRIX)
    for (const who of ALL)
      it(`${entry.method} ${entry.url} as ${who} → ${entry.allowed.includes(who) ? 'allowed' : 'refused'}`, async () => {
        const token = who === 'anonymous' ? undefined : tokens[who];
        const response = await t.inject({
          method: entry.method,
          url: BASE + entry.url,
          payload: entry.payload as object | undefined,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        if (entry.allowed.includes(who) && String(response.headers['content-type']).startsWith('text/csv')) {
          expect(response.statusCode).toBe(200);
          return;
        }
        const body = response.json();
        if (entry.allowed.includes(who)) {
          expect([0, 10009]).toContain(body.code);
        } else if (who === 'anonymous') {
          expect(response.statusCode).toBe(401);
          expect(body).toEqual({ code: 10004, msg: '登录已过期，请重新登录' });
        } else {
          expect(response.statusCode).toBe(403);
          expect(body).toEqual({ code: 10005, msg: '没有权限访问该功能' });
        }
      });
});
