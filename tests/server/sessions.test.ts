import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { ActiveSession } from '#contracts/sessions';
import { auditLog, sessions, users } from '../../server/src/db/schema';
import { BASE, createTestApp, type TestApp, type SeededTokens, withSeededApp } from './support/app';

const SESSION_ENDED = { code: 10004, msg: '登录已过期，请重新登录' };
const FORBIDDEN = { code: 10005, msg: '没有权限访问该功能' };

let t: TestApp;
let tokens: SeededTokens;
withSeededApp((app, seeded) => {
  t = app;
  tokens = seeded;
});

/**
 * A sign-in from `ip` (the address its audit row records), a second after the one before: the listing finds a
 * session's address by its account and start time.
 */
async function loginFrom(app: TestApp, ip: string, username: string, password: string, autoLogin = false) {
  app.clock.advance(1000);
  const response = await app.inject({
    method: 'POST',
    url: `${BASE}/login`,
    payload: { username, password, autoLogin },
    remoteAddress: ip,
  });
  const body = response.json();
  if (body.code !== 0) throw new Error(`login ${username}: ${response.body}`);
  return body.data.token as string;
}

async function list(query = '', token = tokens.admin, app = t): Promise<{ list: ActiveSession[]; total: number }> {
  const body = (await app.get(`/portal/admin/sessions/list${query}`, token)).json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data;
}
const end = (body: unknown, token = tokens.admin, app = t) => app.post('/portal/admin/sessions/end', body, token);
const userInfo = (token: string, app = t) => app.get('/portal/user/info', token);
const endAudits = (app = t) =>
  app.app.db.select().from(auditLog).where(eq(auditLog.action, 'session.end')).orderBy(desc(auditLog.id));

describe('who may see and end sessions', () => {
  it('admin only (anonymous 10004, reviewer and organisations 10005), whatever the payload', async () => {
    for (const token of ['', tokens.reviewer, tokens.enterprise]) {
      const expected = token ? FORBIDDEN : SESSION_ENDED;
      expect((await t.get('/portal/admin/sessions/list?role=king', token)).json()).toEqual(expected);
      expect((await end({ id: 'x' }, token)).json()).toEqual(expected);
    }
  });

  it('validates the query and the payload with Chinese messages (10001)', async () => {
    expect((await t.get('/portal/admin/sessions/list?autoLogin=maybe', tokens.admin)).json()).toEqual({
      code: 10001,
      msg: '自动登录：自动登录只能是 true 或 false',
    });
    expect((await end({ id: 0 })).json()).toEqual({ code: 10001, msg: '编号：会话编号必须是正整数' });
  });
});

describe('the active sessions', () => {
  it('show account, role, sign-in IP, start, last seen and auto-login, the caller’s own marked', async () => {
    const token = await loginFrom(t, '10.8.0.23', 'enterprise01', 'Demo#2026', true);
    const started = t.clock.now().toISOString();
    const { list: rows } = await list('?keywords=10.8.0.23');
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        userId: expect.any(Number),
        username: 'enterprise01',
        orgName: expect.any(String),
        role: 'enterprise',
        ip: '10.8.0.23',
        createdAt: started,
        lastSeenAt: started,
        expiresAt: new Date(t.clock.now().getTime() + 7 * 24 * 3600_000).toISOString(),
        autoLogin: true,
        current: false,
      },
    ]);
    // A request a few minutes later moves "last seen".
    t.clock.advance(5 * 60_000);
    expect((await userInfo(token)).json().code).toBe(0);
    const [seen] = (await list('?keywords=10.8.0.23')).list;
    expect(seen!.lastSeenAt).toBe(t.clock.now().toISOString());
    expect(seen!.createdAt).toBe(started);

    const own = (await list('?role=admin')).list;
    expect(own.filter((row) => row.current).map((row) => row.username)).toEqual(['admin']);
  });

  it('filter by role, auto-login and keywords (account, organisation, IP), with paging', async () => {
    await loginFrom(t, '10.8.0.31', 'reviewer', 'Review#2026');
    await loginFrom(t, '10.8.0.32', 'reviewer', 'Review#2026', true);
    const all = await list('?limit=100');
    expect(all.total).toBe(all.list.length);
    expect(all.total).toBeGreaterThanOrEqual(6);
    const reviewers = await list('?role=reviewer');
    expect(reviewers.total).toBe(3);
    expect(new Set(reviewers.list.map((row) => row.role))).toEqual(new Set(['reviewer']));
    const remembered = await list('?role=reviewer&autoLogin=true');
    expect(remembered.list.map((row) => row.ip)).toEqual(['10.8.0.32']);
    expect((await list('?role=reviewer&autoLogin=false')).total).toBe(2);
    expect((await list('?keywords=enterprise0')).list.every((row) => row.username === 'enterprise01')).toBe(true);
    const [reviewer] = await t.app.db.select().from(users).where(eq(users.username, 'reviewer'));
    expect(
      (await list(`?keywords=${encodeURIComponent(reviewer!.orgName)}`)).list.map((row) => row.username),
    ).toContain('reviewer');
    const first = await list('?limit=2&currPage=1');
    const second = await list('?limit=2&currPage=2');
    expect(first.list).toHaveLength(2);
    expect(second.list.map((row) => row.id)).not.toContain(first.list[0]!.id);
    // Newest first.
    expect(first.list[0]!.ip).toBe('10.8.0.32');
  });

  it('leave out sessions past their sliding expiry or their absolute lifetime', async () => {
    const app = await createTestApp();
    try {
      const admin = await app.login('admin', 'Admin#2026');
      const short = await loginFrom(app, '10.9.0.1', 'reviewer', 'Review#2026');
      const remembered = await loginFrom(app, '10.9.0.2', 'enterprise01', 'Demo#2026', true);
      expect((await list('?keywords=10.9.0', admin, app)).total).toBe(2);
      // Two idle hours end the ordinary session; the admin keeps theirs alive (a staff session ends after 30 idle
      // minutes).
      for (let minutes = 20; minutes <= 120; minutes += 20) {
        app.clock.advance(20 * 60_000);
        expect((await userInfo(admin, app)).json().code).toBe(0);
      }
      app.clock.advance(1 * 60_000);
      expect((await userInfo(short, app)).json()).toEqual(SESSION_ENDED);
      expect((await list('?keywords=10.9.0', admin, app)).list.map((row) => row.ip)).toEqual(['10.9.0.2']);
      // An auto-login session used every 6 days still ends 30 days after its sign-in.
      for (let day = 6; day < 30; day += 6) {
        app.clock.advance(6 * 24 * 3600_000);
        expect((await userInfo(remembered, app)).json().code).toBe(0);
      }
      const later = await app.login('admin', 'Admin#2026');
      expect((await list('?keywords=10.9.0', later, app)).total).toBe(1);
      app.clock.advance(6 * 24 * 3600_000);
      expect((await list('?keywords=10.9.0', await app.login('admin', 'Admin#2026'), app)).total).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe('ending a session', () => {
  it('its next request answers 10004; the audit log names whose session, from where', async () => {
    const token = await loginFrom(t, '10.8.0.40', 'enterprise01', 'Demo#2026');
    const [row] = (await list('?keywords=10.8.0.40')).list;
    const response = await end({ id: row!.id });
    expect(response.json()).toEqual({ code: 0, msg: '会话已结束，该账号需重新登录' });
    expect((await userInfo(token)).json()).toEqual(SESSION_ENDED);
    expect((await list('?keywords=10.8.0.40')).total).toBe(0);
    // The account's other sessions go on.
    expect((await userInfo(tokens.enterprise)).json().code).toBe(0);
    const [audit] = await endAudits();
    expect(audit).toMatchObject({ actorName: 'admin', action: 'session.end', target: `user:${row!.userId}` });
    expect(audit!.summary).toMatch(
      /^结束园区企业账号 enterprise01（.+）于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 从 10\.8\.0\.40 登录的会话，该会话需重新登录$/,
    );
  });

  it('an unknown or already ended session answers 10009', async () => {
    expect((await end({ id: 99_999 })).json()).toEqual({ code: 10009, msg: '该会话不存在或已结束' });
  });

  it('the caller’s own session only with confirmOwn: true', async () => {
    const admin = await loginFrom(t, '10.8.0.50', 'admin', 'Admin#2026');
    const own = (await list('?keywords=10.8.0.50', admin)).list.find((row) => row.current)!;
    const count = (await endAudits()).length;
    for (const body of [{ id: own.id }, { id: own.id, confirmOwn: false }])
      expect((await end(body, admin)).json()).toEqual({
        code: 10001,
        msg: '这是您当前正在使用的会话，结束后您需要重新登录；如确需结束，请确认后再试',
      });
    expect((await userInfo(admin)).json().code).toBe(0);
    expect(await endAudits()).toHaveLength(count);
    expect((await end({ id: own.id, confirmOwn: true }, admin)).json()).toEqual({
      code: 0,
      msg: '您当前的会话已结束，请重新登录',
    });
    expect((await userInfo(admin)).json()).toEqual(SESSION_ENDED);
    expect((await endAudits())[0]!.summary).toMatch(/^结束自己当前的平台管理员账号 admin（/);
  });

  it('ends once when several admins send the same end together: one success, one audit row', async () => {
    const app = await createTestApp({ latencyMs: 3 });
    try {
      const [first, second] = [await app.login('admin', 'Admin#2026'), await app.login('admin', 'Admin#2026')];
      const victim = await loginFrom(app, '10.7.0.9', 'enterprise01', 'Demo#2026');
      const [row] = (await list('?keywords=10.7.0.9', first, app)).list;
      const answers = await Promise.all(
        [first, second, first, second, first].map((token) => end({ id: row!.id }, token, app)),
      );
      const bodies = answers.map((answer) => answer.json());
      expect(bodies.filter((body) => body.code === 0)).toEqual([{ code: 0, msg: '会话已结束，该账号需重新登录' }]);
      expect(bodies.filter((body) => body.code !== 0)).toEqual(
        Array(4).fill({ code: 10009, msg: '该会话不存在或已结束' }),
      );
      expect(await endAudits(app)).toHaveLength(1);
      expect((await userInfo(victim, app)).json()).toEqual(SESSION_ENDED);
      expect(await app.app.db.select().from(sessions).where(eq(sessions.id, row!.id))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
