import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '#contracts/accounts';
import { WEAK_PASSWORD_MESSAGE } from '#contracts/auth';
import { accountTokens, auditLog, mailOutbox, users } from '../../server/src/db/schema';
import {
  BASE,
  loginSeededAccounts,
  registerOrganisation,
  type TestApp,
  type SeededTokens,
  withSeededApp,
} from './support/app';

let t: TestApp;
let tokens: SeededTokens;
withSeededApp((app, seeded) => {
  t = app;
  tokens = seeded;
});

const SESSION_ENDED = { code: 10004, msg: '登录已过期，请重新登录' };
const FORBIDDEN = { code: 10005, msg: '没有权限访问该功能' };

/** The token of the last set-password link mailed to `email` (read before the outbox sends and redacts it). */
async function linkTokenOf(email: string): Promise<string> {
  const [mail] = await t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipients, email), eq(mailOutbox.kind, 'set-password')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /#\/activate\?token=([A-Za-z0-9_-]{43})/.exec(mail?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no set-password link mailed to ${email}`);
  return token;
}

async function createStaff(username: string, role: 'reviewer' | 'admin' = 'reviewer', phone?: string) {
  const email = `${username}@park.example.com`;
  const response = await t.post(
    '/portal/admin/users/create',
    { username, orgName: '星桥高新区人才服务中心', email, phone, role },
    tokens.admin,
  );
  const body = response.json();
  if (body.code !== 0) throw new Error(`create ${username}: ${response.body}`);
  return { id: body.data.id as number, email, token: await linkTokenOf(email) };
}

const activate = (token: string, password: string) => t.post('/portal/user/activate', { token, password });
const statusOf = (id: number, status: 'approved' | 'disabled', token = tokens.admin) =>
  t.post('/portal/admin/users/status', { id, status }, token);
const idOf = async (username: string) =>
  (await t.app.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

describe('who may call the account calls', () => {
  it('admin only (anonymous 10004, reviewer and organisations 10005), whatever the payload; activation is public', async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/portal/admin/users/list'],
      ['POST', '/portal/admin/users/create', { username: 'x' }],
      ['POST', '/portal/admin/users/status', { id: 1, status: 'disabled' }],
      ['POST', '/portal/admin/users/reset', { id: 1 }],
    ];
    for (const [method, url, payload] of calls) {
      const send = (token?: string) =>
        t.inject({
          method: method as 'GET' | 'POST',
          url: BASE + url,
          payload,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      expect((await send()).json(), url).toEqual(SESSION_ENDED);
      expect((await send(tokens.reviewer)).json(), url).toEqual(FORBIDDEN);
      expect((await send(tokens.enterprise)).json(), url).toEqual(FORBIDDEN);
    }
    expect((await t.post('/portal/user/activate', { token: 'short', password: 'Good#2026x' })).json()).toEqual({
      code: 10001,
      msg: '令牌：链接无效，请打开邮件中的完整链接',
    });
  });

  it('validates every field with Chinese messages (10001)', async () => {
    const create = (payload: object) =>
      t.post(
        '/portal/admin/users/create',
        { username: 'valid01', orgName: '人才中心', email: 'valid01@example.com', role: 'reviewer', ...payload },
        tokens.admin,
      );
    const cases: [object, string][] = [
      [{ username: 'a!' }, '账号：4-20位字符,支持字母及数字'],
      [{ orgName: '  ' }, '机构名称：请输入机构名称'],
      [{ orgName: '单'.repeat(51) }, '机构名称：机构名称最多 50 个字符'],
      [{ email: 'not-mail' }, '邮箱：请输入正确的邮箱'],
      [{ phone: '12345' }, '手机号：请输入正确的手机号'],
      [{ role: 'enterprise' }, '角色：角色只能是 reviewer（审核员）或 admin（管理员）'],
    ];
    for (const [payload, msg] of cases) {
      const response = await create(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 10001, msg });
    }
    expect((await statusOf(1, 'pending' as 'approved')).json()).toEqual({
      code: 10001,
      msg: '状态：状态只能是 approved（启用）或 disabled（停用）',
    });
    expect((await t.post('/portal/admin/users/reset', { id: 'x' }, tokens.admin)).json()).toEqual({
      code: 10001,
      msg: '编号：账号编号必须是数字',
    });
    expect((await t.get('/portal/admin/users/list?role=boss', tokens.admin)).json().code).toBe(10001);
    expect(await t.app.db.select().from(users).where(eq(users.username, 'valid01'))).toHaveLength(0);
  });
});

describe('creating a reviewer and its set-password link', () => {
  it('creates an account without a password and mails a single-use 24 h link (only its hash is stored)', async () => {
    const before = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'account.create'));
    const response = await t.inject({
      method: 'POST',
      url: `${BASE}/portal/admin/users/create`,
      payload: {
        username: 'rev01',
        orgName: '星桥高新区人才服务中心',
        email: 'Rev01@park.example.com',
        role: 'reviewer',
      },
      headers: {
        authorization: `Bearer ${tokens.admin}`,
        // D13: neither reaches a mail; without PUBLIC_URL (development) links point at the server's own address.
        host: 'evil.example',
        'x-forwarded-host': 'evil.example.com',
      },
    });
    expect(response.json()).toMatchObject({ code: 0, msg: '账号已创建，设置密码链接已发送到其邮箱' });
    const id = response.json().data.id as number;
    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'set-password'));
    expect(mail!.recipients).toBe('Rev01@park.example.com');
    expect(mail!.subject).toBe('【星桥链数】请设置您的账号密码');
    expect(mail!.textBody).toMatch(/http:\/\/127\.0\.0\.1:8080\/#\/activate\?token=[\w-]{43}\n/);
    expect(mail!.textBody).not.toContain('evil');
    expect(mail!.textBody).toContain('链接 24 小时内有效，只能使用一次');
    const token = await linkTokenOf('Rev01@park.example.com');
    const [link] = await t.app.db.select().from(accountTokens).where(eq(accountTokens.userId, id));
    expect(link!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link!.tokenHash).not.toContain(token);
    expect(link!.expiresAt.getTime() - t.clock.now().getTime()).toBe(24 * 3600_000);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ role: 'reviewer', status: 'approved', passwordHash: '', userType: null });
    const list = (await t.get('/portal/admin/users/list?keywords=rev01', tokens.admin)).json().data;
    expect(list).toEqual({
      total: 1,
      list: [
        {
          id,
          username: 'rev01',
          orgName: '星桥高新区人才服务中心',
          role: 'reviewer',
          userType: null,
          status: 'approved',
          email: 'Rev01@park.example.com',
          phone: '',
          createdAt: t.clock.now().toISOString(),
          lastLoginAt: null,
          activated: false,
        },
      ],
    });
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'account.create'));
    expect(audits).toHaveLength(before.length + 1);
    expect(audits.at(-1)).toMatchObject({
      actorName: 'admin',
      target: `user:${id}`,
      summary: '创建管理单位审核员账号 rev01（星桥高新区人才服务中心），设置密码链接已发往 Rev01@park.example.com',
    });
    // Once sent, the stored mail no longer holds the link.
    await t.app.outbox.drain();
    const [sent] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
    expect(sent!.status).toBe('sent');
    expect(sent!.textBody).not.toContain(token);
    expect(sent!.htmlBody).toBe('');
  });

  it('PUBLIC_URL, when set, is where links point, whatever Host the request names', async () => {
    t.app.ctx.config.publicUrl = 'https://rencai.park.example.gov.cn/portal';
    try {
      const { token } = await createStaff('rev02');
      const [mail] = await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipients, 'rev02@park.example.com'));
      expect(mail!.textBody).toContain(`https://rencai.park.example.gov.cn/portal/#/activate?token=${token}`);
      const id = await idOf('rev02');
      const reset = await t.inject({
        method: 'POST',
        url: `${BASE}/portal/admin/users/reset`,
        payload: { id },
        headers: { authorization: `Bearer ${tokens.admin}`, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(reset.json().code).toBe(0);
      const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipients, 'rev02@park.example.com'));
      expect(mails).toHaveLength(2);
      expect(mails.at(-1)!.textBody).toContain('https://rencai.park.example.gov.cn/portal/#/activate?token=');
      for (const mail of mails) expect(mail.textBody + mail.htmlBody).not.toContain('evil');
    } finally {
      t.app.ctx.config.publicUrl = undefined;
    }
  });

  it('refuses a taken account name, e-mail or phone (10007, case-insensitive)', async () => {
    const create = (payload: object) =>
      t.post(
        '/portal/admin/users/create',
        { username: 'fresh01', orgName: '人才中心', email: 'fresh01@example.com', role: 'reviewer', ...payload },
        tokens.admin,
      );
    expect((await create({ username: 'REV01' })).json()).toEqual({ code: 10007, msg: '该账号名已被使用' });
    expect((await create({ email: 'rev01@PARK.example.com' })).json()).toEqual({
      code: 10007,
      msg: '该邮箱已被其他账号使用',
    });
    expect((await create({ phone: '13800000001' })).json()).toEqual({ code: 10007, msg: '该手机号已被其他账号使用' });
  });

  it('cannot sign in before activation, by password or by SMS code', async () => {
    await createStaff('rev03', 'reviewer', '13700000003');
    expect((await t.post('/login', { username: 'rev03', password: 'Any#2026x' })).json()).toEqual({
      code: 10002,
      msg: '账号或密码错误',
    });
    await t.post('/portal/sms/send', { phone: '13700000003', type: 2 });
    const code = t.sms.lastCode('13700000003');
    expect((await t.post('/login', { phone: '13700000003', code })).json()).toEqual({
      code: 10003,
      msg: '账号尚未激活，请先通过邮件中的链接设置密码',
    });
  });

  it('activation: SPEC rule and common passwords refused; then the reviewer signs in and works; the link is used up', async () => {
    const { id, token } = await createStaff('rev04');
    expect((await activate(token, 'abcdef')).json()).toEqual({
      code: 10001,
      msg: '密码：密码由6-20位字符，字母、数字及符号至少包含2种',
    });
    expect((await activate(token, 'Password1')).json()).toEqual({ code: 10001, msg: WEAK_PASSWORD_MESSAGE });
    expect((await activate('A'.repeat(43), 'Qiao#Lin2026')).json()).toEqual({
      code: 10008,
      msg: ACCOUNT_MESSAGES.linkInvalid,
    });
    const response = await t.inject({
      method: 'POST',
      url: `${BASE}/portal/user/activate`,
      payload: { token, password: 'Qiao#Lin2026' },
      remoteAddress: '203.0.113.44',
    });
    expect(response.json()).toEqual({ code: 0, msg: '密码设置成功，请使用新密码登录' });
    expect((await activate(token, 'Other#Lin2026')).json()).toEqual({ code: 10008, msg: ACCOUNT_MESSAGES.linkUsed });
    const session = await t.login('rev04', 'Qiao#Lin2026');
    expect((await t.get('/portal/review/list', session)).json().code).toBe(0);
    const [account] = (await t.get('/portal/admin/users/list?keywords=rev04', tokens.admin)).json().data.list;
    expect(account).toMatchObject({ id, activated: true, lastLoginAt: t.clock.now().toISOString() });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.activate'), eq(auditLog.actorId, id)));
    expect(audit).toMatchObject({
      actorName: 'rev04',
      ip: '203.0.113.44',
      summary: '通过邮件链接设置密码，账号已激活',
    });
  });

  it('50 activations with the same link sent together: exactly one succeeds', async () => {
    const { token } = await createStaff('rev05');
    const passwords = Array.from({ length: 50 }, (_, index) => `Race#Qiao${index}x26`);
    const answers = (await Promise.all(passwords.map((password) => activate(token, password)))).map((response) =>
      response.json(),
    );
    expect(answers.filter((body) => body.code === 0)).toHaveLength(1);
    expect(answers.filter((body) => body.code !== 0)).toEqual(
      Array.from({ length: 49 }, () => ({ code: 10008, msg: ACCOUNT_MESSAGES.linkUsed })),
    );
    const winner = passwords[answers.findIndex((body) => body.code === 0)]!;
    await t.login('rev05', winner);
    for (const password of passwords.filter((candidate) => candidate !== winner).slice(0, 3))
      expect((await t.post('/login', { username: 'rev05', password })).json().code).toBe(10002);
  });

  it('an expired link is refused; a new one (reset) works and ends the older one', async () => {
    const { id, email, token } = await createStaff('rev06');
    t.clock.advance(24 * 3600_000 + 1000);
    expect((await activate(token, 'Late#Lin2026')).json()).toEqual({ code: 10008, msg: ACCOUNT_MESSAGES.linkExpired });
    // The morning's sessions ended with the day (12 h absolute lifetime): sign in again.
    tokens = await loginSeededAccounts(t);
    expect((await t.post('/portal/admin/users/reset', { id }, tokens.admin)).json()).toEqual({
      code: 0,
      msg: '设置密码链接已发送到该账号的邮箱',
    });
    const second = await linkTokenOf(email);
    expect((await t.post('/portal/admin/users/reset', { id }, tokens.admin)).json().code).toBe(0);
    const third = await linkTokenOf(email);
    expect((await activate(second, 'Late#Lin2026')).json()).toEqual({ code: 10008, msg: ACCOUNT_MESSAGES.linkInvalid });
    expect((await activate(third, 'Late#Lin2026')).json().code).toBe(0);
    await t.login('rev06', 'Late#Lin2026');
  });

  it('a reset link for an active account keeps the old password until used, then ends its sessions', async () => {
    const id = await idOf('rev06');
    const session = await t.login('rev06', 'Late#Lin2026');
    expect((await t.post('/portal/admin/users/reset', { id }, tokens.admin)).json().code).toBe(0);
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipients, 'rev06@park.example.com'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail!.subject).toBe('【星桥链数】设置新密码');
    expect((await t.get('/portal/user/info', session)).json().code).toBe(0);
    expect((await activate(await linkTokenOf('rev06@park.example.com'), 'New#Lin2026x')).json().code).toBe(0);
    expect((await t.get('/portal/user/info', session)).json()).toEqual(SESSION_ENDED);
    await t.login('rev06', 'New#Lin2026x');
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account.resetLink'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.summary).toBe(
      '向账号 rev06（星桥高新区人才服务中心）的邮箱 rev06@park.example.com 发送重置密码链接，之前的链接已失效',
    );
  });

  it('reset refuses an unknown account (10009), one without e-mail or not enabled (10001)', async () => {
    expect((await t.post('/portal/admin/users/reset', { id: 999999 }, tokens.admin)).json()).toEqual({
      code: 10009,
      msg: '账号不存在',
    });
    expect((await t.post('/portal/admin/users/reset', { id: await idOf('admin') }, tokens.admin)).json()).toEqual({
      code: 10001,
      msg: '该账号没有登记邮箱，无法发送设置密码链接',
    });
  });
});

describe('disabling and enabling accounts', () => {
  it('disabling a reviewer ends its session at once and refuses its sign-in (10003); enabling lets it back', async () => {
    const id = await idOf('reviewer');
    const session = tokens.reviewer;
    expect((await t.get('/portal/review/list', session)).json().code).toBe(0);
    const response = await statusOf(id, 'disabled');
    expect(response.json()).toMatchObject({ code: 0, msg: '账号已停用', data: { id, status: 'disabled' } });
    expect((await t.get('/portal/review/list', session)).json()).toEqual(SESSION_ENDED);
    expect((await t.post('/login', { username: 'reviewer', password: 'Review#2026' })).json()).toEqual({
      code: 10003,
      msg: '账号已停用，请联系管理单位',
    });
    expect((await statusOf(id, 'disabled')).json()).toMatchObject({ code: 0, msg: '账号已是停用状态' });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account.disable'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.summary).toBe('停用管理单位审核员账号 reviewer（星桥高新区人才服务中心），其登录会话已全部结束');
    expect((await t.post('/portal/admin/users/reset', { id }, tokens.admin)).json()).toEqual({
      code: 10001,
      msg: '该账号已停用，不能发送设置密码链接',
    });
    expect((await statusOf(id, 'approved')).json()).toMatchObject({ code: 0, msg: '账号已启用' });
    tokens.reviewer = await t.login('reviewer', 'Review#2026');
  });

  it('an organisation can be disabled (its open session ends) and enabled; registrations in review cannot', async () => {
    const id = await idOf('enterprise01');
    expect((await t.get('/portal/user/data', tokens.enterprise)).json().code).toBe(0);
    expect((await statusOf(id, 'disabled')).json().code).toBe(0);
    expect((await t.get('/portal/user/data', tokens.enterprise)).json()).toEqual(SESSION_ENDED);
    const list = (await t.get('/portal/admin/users/list?role=enterprise&status=disabled', tokens.admin)).json().data;
    expect(list.list.map((account: { username: string }) => account.username)).toEqual(['enterprise01']);
    expect((await statusOf(id, 'approved')).json().code).toBe(0);
    tokens.enterprise = await t.login('enterprise01', 'Demo#2026');
    const pending = await registerOrganisation(t, {
      username: 'pending01',
      email: 'pending01@example.com',
      phone: '13300000021',
    });
    expect((await statusOf(pending, 'approved')).json()).toEqual({
      code: 10001,
      msg: '状态：待审核的注册申请请在注册审核中处理，只能启用已停用的账号',
    });
    expect((await statusOf(pending, 'disabled')).json()).toEqual({
      code: 10001,
      msg: '状态：待审核的注册申请请在注册审核中处理，只能停用已启用的账号',
    });
    expect((await statusOf(999999, 'disabled')).json()).toEqual({ code: 10009, msg: '账号不存在' });
  });
});

describe('the last active admin', () => {
  it('cannot be disabled, not even by itself', async () => {
    expect((await statusOf(await idOf('admin'), 'disabled')).json()).toEqual({
      code: 10001,
      msg: ACCOUNT_MESSAGES.lastAdmin,
    });
  });

  it('an admin not yet activated does not count', async () => {
    await createStaff('admin02', 'admin');
    expect((await statusOf(await idOf('admin'), 'disabled')).json()).toEqual({
      code: 10001,
      msg: ACCOUNT_MESSAGES.lastAdmin,
    });
  });

  it('two admins disabling each other at the same time: one wins, one admin stays (repeated)', async () => {
    expect((await activate(await linkTokenOf('admin02@park.example.com'), 'Second#Admin26')).json().code).toBe(0);
    const first = await idOf('admin');
    const second = await idOf('admin02');
    for (let round = 0; round < 3; round += 1) {
      const tokenFirst = await t.login('admin', 'Admin#2026');
      const tokenSecond = await t.login('admin02', 'Second#Admin26');
      const answers = await Promise.all([
        statusOf(second, 'disabled', tokenFirst),
        statusOf(first, 'disabled', tokenSecond),
      ]);
      const bodies = answers.map((response) => response.json());
      expect(
        bodies.filter((body) => body.code === 0),
        JSON.stringify(bodies),
      ).toHaveLength(1);
      for (const body of bodies.filter((candidate) => candidate.code !== 0))
        expect([ACCOUNT_MESSAGES.lastAdmin, SESSION_ENDED.msg]).toContain(body.msg);
      const active = await t.app.db
        .select({ username: users.username })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.status, 'approved')));
      expect(active).toHaveLength(1);
      // Enable the loser again with the winner's session for the next round.
      const winner = bodies[0]!.code === 0 ? tokenFirst : tokenSecond;
      const loser = bodies[0]!.code === 0 ? second : first;
      expect((await statusOf(loser, 'approved', winner)).json().code).toBe(0);
    }
    tokens.admin = await t.login('admin', 'Admin#2026');
  });

  it('three admins disabling one another in a ring at the same time: at least one stays', async () => {
    await createStaff('admin03', 'admin');
    expect((await activate(await linkTokenOf('admin03@park.example.com'), 'Third#Admin26')).json().code).toBe(0);
    const ids = [await idOf('admin'), await idOf('admin02'), await idOf('admin03')];
    const sessions = [
      await t.login('admin', 'Admin#2026'),
      await t.login('admin02', 'Second#Admin26'),
      await t.login('admin03', 'Third#Admin26'),
    ];
    const answers = await Promise.all(
      ids.map((_, index) => statusOf(ids[(index + 1) % 3]!, 'disabled', sessions[index])),
    );
    const wins = answers.filter((response) => response.json().code === 0).length;
    expect(wins).toBeGreaterThanOrEqual(1);
    expect(wins).toBeLessThanOrEqual(2);
    const active = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'approved')));
    expect(active.length).toBe(3 - wins);
    expect(active.length).toBeGreaterThanOrEqual(1);
  });
});

describe('PUBLIC_URL', () => {
  it('is an http(s) address without query or fragment; a trailing slash is dropped', async () => {
    const { loadConfig } = await import('../../server/src/config');
    const env = { NODE_ENV: 'test' };
    expect(loadConfig({ ...env, PUBLIC_URL: 'https://rencai.example.gov.cn/portal/' }).publicUrl).toBe(
      'https://rencai.example.gov.cn/portal',
    );
    expect(loadConfig(env).publicUrl).toBeUndefined();
    for (const bad of ['ftp://example.com', 'https://example.com/?a=1', 'https://example.com/#/x', 'example.com'])
      expect(() => loadConfig({ ...env, PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL: must be the http\(s\):\/\//);
  });
});
