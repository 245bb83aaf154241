import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, sessions, users } from '../../server/src/db/schema';
import { sha256 } from '../../server/src/lib/crypto';
import { BASE, createTestApp, registerOrganisation, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /login with a password', () => {
  it('answers a token, user info by Bearer header', async () => {
    const response = await t.post('/login', { username: 'enterprise01', password: 'Demo#2026' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 0, msg: '登录成功' });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const token = body.data.token as string;

    const info = await t.get('/portal/user/info', token);
    expect(info.json()).toEqual({
      code: 0,
      msg: '操作成功',
      data: {
        roles: ['enterprise'],
        username: 'enterprise01',
        avatar: '',
        introduction: '杭州云杉智造科技有限公司（园区企业）',
      },
    });

    const data = await t.get('/portal/user/data', token);
    expect(data.json().data).toMatchObject({
      username: 'enterprise01',
      email: 'enterprise01@example.com',
      phone: '13800000001',
      orgName: '杭州云杉智造科技有限公司',
      userType: 1,
      status: 'approved',
      roles: ['enterprise'],
    });
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = await t.login('reviewer', 'Review#2026');
    const rows = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(rows).toHaveLength(1);
    const all = await t.app.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(all.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('gives the admin and reviewer their roles', async () => {
    const admin = await t.get('/portal/user/info', await t.login('admin', 'Admin#2026'));
    expect(admin.json().data).toMatchObject({ roles: ['admin'], introduction: '平台管理员' });
    const reviewer = await t.get('/portal/user/info', await t.login('reviewer', 'Review#2026'));
    expect(reviewer.json().data).toMatchObject({
      roles: ['reviewer'],
      introduction: '星桥高新区人才服务中心（管理单位审核员）',
    });
  });

  it('answers 10002 for a wrong password or an unknown account', async () => {
    for (const payload of [
      { username: 'enterprise01', password: 'Wrong#2026' },
      { username: 'nobody99', password: 'Wrong#2026' },
    ]) {
      const response = await t.post('/login', payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 10002, msg: '账号或密码错误' });
    }
  });

  it('validates with the SPEC messages, field name first (10001, HTTP 400)', async () => {
    const cases: [unknown, string][] = [
      [{ username: '', password: '' }, '账号：请输入账户名'],
      [{ username: 'ab', password: 'Abc#2026' }, '账号：4-20位字符,支持字母及数字'],
      [{ username: 'enterprise01', password: 'abcdefg' }, '密码：密码由6-20位字符，字母、数字及符号至少包含2种'],
      [{ phone: '12345', code: '123456' }, '手机号：请输入正确的手机号'],
      [{ phone: '13800000001', code: '' }, '验证码：请输入验证码'],
    ];
    for (const [payload, msg] of cases) {
      const response = await t.post('/login', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 10001, msg });
    }
  });

  it('locks the account after 5 failures in 15 minutes (10006), for 15 minutes', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if (attempt > 0) t.clock.advance(60_000);
      const response = await t.post('/login', { username: 'reviewer', password: 'Wrong#2026' });
      expect(response.json().code).toBe(10002);
    }
    const locked = await t.post('/login', { username: 'reviewer', password: 'Review#2026' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ code: 10006, msg: '登录失败次数过多，请 15 分钟后再试' });
    t.clock.advance(14 * 60_000);
    expect((await t.post('/login', { username: 'reviewer', password: 'Review#2026' })).json().code).toBe(10006);
    t.clock.advance(61_000);
    expect((await t.post('/login', { username: 'reviewer', password: 'Review#2026' })).json().code).toBe(0);
  });

  it('does not lock for 5 failures spread over more than 15 minutes', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await t.post('/login', { username: 'admin', password: 'Wrong#2026' });
      t.clock.advance(4 * 60_000);
    }
    expect((await t.post('/login', { username: 'admin', password: 'Admin#2026' })).json().code).toBe(0);
  });
});

describe('sessions (D5)', () => {
  it('answers 10004 without a token, with a bad token, and after 2 h idle', async () => {
    const missing = await t.get('/portal/user/info');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ code: 10004, msg: '登录已过期，请重新登录' });
    expect((await t.get('/portal/user/info', 'not-a-token')).json().code).toBe(10004);

    const token = await t.login('enterprise01', 'Demo#2026');
    t.clock.advance(2 * 3600_000 + 1000);
    expect((await t.get('/portal/user/info', token)).json().code).toBe(10004);
  });

  it('slides: activity within 2 h keeps the session alive', async () => {
    const token = await t.login('enterprise01', 'Demo#2026');
    for (let step = 0; step < 4; step += 1) {
      t.clock.advance(90 * 60_000);
      expect((await t.get('/portal/user/info', token)).json().code).toBe(0);
    }
  });

  it('lasts 7 days with autoLogin', async () => {
    const token = await t.login('enterprise01', 'Demo#2026', true);
    t.clock.advance(6 * 24 * 3600_000);
    expect((await t.get('/portal/user/info', token)).json().code).toBe(0);
    t.clock.advance(7 * 24 * 3600_000 + 1000);
    expect((await t.get('/portal/user/info', token)).json().code).toBe(10004);
  });

  it('ends after 12 h however active, and after 30 days with autoLogin (D10 absolute lifetime)', async () => {
    const token = await t.login('enterprise01', 'Demo#2026');
    for (let step = 0; step < 6; step += 1) {
      t.clock.advance(110 * 60_000);
      expect((await t.get('/portal/user/info', token)).json().code, `after ${(step + 1) * 110} min`).toBe(0);
    }
    t.clock.advance(61 * 60_000); // 12 h 1 min since sign-in, 61 min since the last call
    expect((await t.get('/portal/user/info', token)).json().code).toBe(10004);

    const remembered = await t.login('enterprise01', 'Demo#2026', true);
    for (const days of [6, 6, 6, 6, 5]) {
      t.clock.advance(days * 24 * 3600_000);
      expect((await t.get('/portal/user/info', remembered)).json().code).toBe(0);
    }
    t.clock.advance(24 * 3600_000); // 30 days since sign-in, 1 day since the last call
    expect((await t.get('/portal/user/info', remembered)).json().code).toBe(10004);
  });

  it('takes the token from the Authorization header only: ?token= nowhere (docs/security.md)', async () => {
    const token = await t.login('enterprise01', 'Demo#2026');
    for (const path of ['/portal/user/info', '/portal/user/data', '/portal/chain/blockNumber', '/portal/talent/list']) {
      const response = await t.inject({ method: 'GET', url: `${BASE}${path}?token=${token}` });
      expect([response.statusCode, response.json().code], path).toEqual([401, 10004]);
    }
    // Logout by ?token= does nothing either: the session survives.
    await t.inject({ method: 'POST', url: `${BASE}/logout?token=${token}`, payload: {} });
    expect((await t.get('/portal/user/data', token)).json().code).toBe(0);
  });

  it('logout deletes the session', async () => {
    const token = await t.login('enterprise01', 'Demo#2026');
    const response = await t.post('/logout', {}, token);
    expect(response.json()).toEqual({ code: 0, msg: '退出成功' });
    expect(
      await t.app.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(token))),
    ).toHaveLength(0);
    expect((await t.get('/portal/user/info', token)).json().code).toBe(10004);
  });
});

describe('login by phone and code', () => {
  it('sends an SMS code (type 2) and logs in with it, once', async () => {
    const sent = await t.post('/portal/sms/send', { phone: '13800000001', type: 2 });
    expect(sent.json()).toEqual({ code: 0, msg: '发送成功' });
    const code = t.sms.lastCode('13800000001');
    const response = await t.post('/login', { phone: '13800000001', code });
    expect(response.json().code).toBe(0);
    const again = await t.post('/login', { phone: '13800000001', code });
    expect(again.json()).toEqual({ code: 10008, msg: '验证码错误或已过期' });
  });

  it('answers an unknown phone like a registered one, and sends it nothing (D10)', async () => {
    t.clock.advance(61_000);
    t.sms.sent.length = 0;
    const unknown = await t.post('/portal/sms/send', { phone: '13912345678', type: 2 });
    const known = await t.post('/portal/sms/send', { phone: '13800000001', type: 2 });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ code: 0, msg: '发送成功' });
    expect(known.json()).toEqual(unknown.json());
    expect(t.sms.sent.map((message) => message.phone)).toEqual(['13800000001']);
    // The 60 s limit answers alike too.
    expect((await t.post('/portal/sms/send', { phone: '13912345678', type: 2 })).json().code).toBe(10006);
    expect((await t.post('/login', { phone: '13912345678', code: '123456' })).json()).toEqual({
      code: 10008,
      msg: '验证码错误或已过期',
    });
  });

  it('refuses SMS type 1: registration proves its e-mail address instead', async () => {
    const response = await t.post('/portal/sms/send', { phone: '13912345670', type: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 10001, msg: '类型：验证码类型只能是 2（登录）；注册请使用邮箱验证码' });
  });
});

describe('account states', () => {
  it('answers 10003 for pending, rejected (with reason) and disabled accounts', async () => {
    const id = await registerOrganisation(t, {
      username: 'pending01',
      email: 'pending01@example.com',
      phone: '13700000001',
    });
    const pending = await t.post('/login', { username: 'pending01', password: 'Pass#2026' });
    expect(pending.json()).toEqual({ code: 10003, msg: '您的账号正在审核中，请耐心等待' });

    await t.app.db
      .update(users)
      .set({ status: 'rejected', reviewReason: '营业执照照片不清晰' })
      .where(eq(users.id, id));
    const rejected = await t.post('/login', { username: 'pending01', password: 'Pass#2026' });
    expect(rejected.json()).toEqual({ code: 10003, msg: '您的注册申请未通过审核：营业执照照片不清晰' });

    await t.app.db.update(users).set({ status: 'disabled' }).where(eq(users.id, id));
    const disabled = await t.post('/login', { username: 'pending01', password: 'Pass#2026' });
    expect(disabled.json()).toEqual({ code: 10003, msg: '账号已停用，请联系管理单位' });
  });

  it('ends the session of an account that gets disabled', async () => {
    await registerOrganisation(t, { username: 'later01', email: 'later01@example.com', phone: '13700000002' });
    await t.app.db.update(users).set({ status: 'approved' }).where(eq(users.username, 'later01'));
    const token = await t.login('later01', 'Pass#2026');
    await t.app.db.update(users).set({ status: 'disabled' }).where(eq(users.username, 'later01'));
    expect((await t.get('/portal/user/info', token)).json().code).toBe(10004);
  });
});

describe('passwords', () => {
  it('changes the password; a wrong old password answers 10002', async () => {
    await registerOrganisation(t, { username: 'change01', email: 'change01@example.com', phone: '13700000003' });
    await t.app.db.update(users).set({ status: 'approved' }).where(eq(users.username, 'change01'));
    const token = await t.login('change01', 'Pass#2026');
    const other = await t.login('change01', 'Pass#2026');
    const wrong = await t.post('/portal/user/password', { oldPassword: 'Nope#2026', password: 'Next#2026' }, token);
    expect(wrong.json()).toEqual({ code: 10002, msg: '原密码错误' });
    const weak = await t.post('/portal/user/password', { oldPassword: 'Pass#2026', password: '123456' }, token);
    expect(weak.json()).toEqual({ code: 10001, msg: '密码：密码由6-20位字符，字母、数字及符号至少包含2种' });
    const done = await t.post('/portal/user/password', { oldPassword: 'Pass#2026', password: 'Next#2026' }, token);
    expect(done.json()).toEqual({ code: 0, msg: '密码修改成功' });
    expect((await t.get('/portal/user/info', token)).json().code).toBe(0);
    expect((await t.get('/portal/user/info', other)).json().code).toBe(10004);
    expect((await t.post('/login', { username: 'change01', password: 'Next#2026' })).json().code).toBe(0);
  });

  it('resets a forgotten password with the e-mail code', async () => {
    const sent = await t.post('/portal/user/forget/code', { email: 'enterprise01@example.com' });
    expect(sent.json()).toEqual({ code: 0, msg: '邮件已发送至您的邮箱，请查收' });
    const code = await t.lastMailCode('enterprise01@example.com');
    const wrong = await t.post('/portal/user/forget/reset', {
      email: 'enterprise01@example.com',
      msgCode: code === '000000' ? '111111' : '000000',
      password: 'Fresh#2026',
    });
    expect(wrong.json()).toEqual({ code: 10008, msg: '验证码错误或已过期' });
    const reset = await t.post('/portal/user/forget/reset', {
      email: 'enterprise01@example.com',
      msgCode: code,
      password: 'Fresh#2026',
    });
    expect(reset.json()).toEqual({ code: 0, msg: '密码重置成功，请使用新密码登录' });
    expect((await t.post('/login', { username: 'enterprise01', password: 'Demo#2026' })).json().code).toBe(10002);
    expect((await t.post('/login', { username: 'enterprise01', password: 'Fresh#2026' })).json().code).toBe(0);
  });

  it('answers an unknown e-mail like a registered one; its mailbox gets a notice, no code (D10)', async () => {
    const response = await t.post('/portal/user/forget/code', { email: 'ghost@example.com' });
    expect(response.json()).toEqual({ code: 0, msg: '邮件已发送至您的邮箱，请查收' });
    const [notice] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipients, 'ghost@example.com'));
    expect(notice).toMatchObject({ kind: 'not-registered-notice', subject: '【星桥链数】找回密码' });
    expect(notice!.textBody).not.toMatch(/\d{6}/);
    expect((await t.post('/portal/user/forget/code', { email: 'ghost@example.com' })).json().code).toBe(10006);
    const reset = await t.post('/portal/user/forget/reset', {
      email: 'ghost@example.com',
      msgCode: '123456',
      password: 'Fresh#2026',
    });
    expect(reset.json()).toEqual({ code: 10008, msg: '验证码错误或已过期' });
  });

  it('refuses a common password when it is set, in Chinese (D10)', async () => {
    const token = await t.login('admin', 'Admin#2026');
    for (const password of ['abc123', 'Admin123', 'admin2026', 'Password1']) {
      const changed = await t.post('/portal/user/password', { oldPassword: 'Admin#2026', password }, token);
      expect(changed.json(), password).toEqual({ code: 10001, msg: '密码过于常见，容易被猜中，请换一个更复杂的密码' });
    }
    const reset = await t.post('/portal/user/forget/reset', {
      email: 'enterprise01@example.com',
      msgCode: '123456',
      password: 'Password1',
    });
    expect(reset.json()).toEqual({ code: 10001, msg: '密码过于常见，容易被猜中，请换一个更复杂的密码' });
  });
});
