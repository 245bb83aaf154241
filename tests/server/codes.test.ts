import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { verificationCodes } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('verification codes (D5)', () => {
  it('sends 6 digits by SMS for login (type 2) to a registered phone', async () => {
    const response = await t.post('/portal/sms/send', { phone: '13800000001', type: 2 });
    expect(response.json()).toEqual({ code: 0, msg: '发送成功' });
    expect(t.sms.sent.at(-1)?.text).toMatch(/^【星桥链数】您的登录验证码为 \d{6}，5 分钟内有效，请勿泄露。$/);
  });

  it('validates phone, type and e-mail with Chinese messages', async () => {
    expect((await t.post('/portal/sms/send', { phone: '', type: 2 })).json()).toEqual({
      code: 10001,
      msg: '手机号：请输入手机号',
    });
    expect((await t.post('/portal/sms/send', { phone: '12000000000', type: 2 })).json()).toEqual({
      code: 10001,
      msg: '手机号：请输入正确的手机号',
    });
    expect((await t.post('/portal/sms/send', { phone: '13600000002', type: 3 })).json()).toEqual({
      code: 10001,
      msg: '类型：验证码类型只能是 2（登录）；注册请使用邮箱验证码',
    });
    expect((await t.post('/portal/email/send', { email: '' })).json()).toEqual({
      code: 10001,
      msg: '邮箱：请输入邮箱',
    });
    expect((await t.post('/portal/email/send', { email: 'bad@' })).json()).toEqual({
      code: 10001,
      msg: '邮箱：请输入正确的邮箱',
    });
  });

  it('allows one send per 60 s per target (10006)', async () => {
    expect((await t.post('/portal/email/send', { email: 'wait@example.com' })).json().code).toBe(0);
    t.clock.advance(30_000);
    const early = await t.post('/portal/email/send', { email: 'wait@example.com' });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ code: 10006, msg: '验证码发送过于频繁，请 30 秒后再试' });
    t.clock.advance(30_000);
    expect((await t.post('/portal/email/send', { email: 'wait@example.com' })).json().code).toBe(0);
  });

  it('allows 10 sends a day per target (10006), again the next day', async () => {
    for (let index = 0; index < 10; index += 1) {
      expect((await t.post('/portal/sms/send', { phone: '13600000009', type: 2 })).json().code).toBe(0);
      t.clock.advance(61_000);
    }
    const capped = await t.post('/portal/sms/send', { phone: '13600000009', type: 2 });
    expect(capped.json()).toEqual({ code: 10006, msg: '今日验证码发送次数已达上限，请明天再试' });
    t.clock.advance(24 * 3600_000);
    expect((await t.post('/portal/sms/send', { phone: '13600000009', type: 2 })).json().code).toBe(0);
  });

  it('burns a code after 5 wrong tries', async () => {
    t.clock.advance(61_000);
    await t.post('/portal/sms/send', { phone: '13800000001', type: 2 });
    const code = t.sms.lastCode('13800000001');
    const wrong = code === '999999' ? '888888' : '999999';
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await t.post('/login', { phone: '13800000001', code: wrong })).json()).toEqual({
        code: 10008,
        msg: '验证码错误或已过期',
      });
    expect((await t.post('/login', { phone: '13800000001', code: wrong })).json()).toEqual({
      code: 10008,
      msg: '验证码错误次数过多，请重新获取',
    });
    expect((await t.post('/login', { phone: '13800000001', code })).json()).toEqual({
      code: 10008,
      msg: '验证码错误次数过多，请重新获取',
    });
  });

  it('counts tries sent together one by one: 30 wrong codes and the right one at once compare at most 5 (D10)', async () => {
    // A database a few milliseconds away, as in production: the tries interleave between their queries.
    const far = await createTestApp({ latencyMs: 3 });
    try {
      await sendTogether(far);
    } finally {
      await far.close();
    }
  });

  async function sendTogether(t: TestApp) {
    await t.post('/portal/sms/send', { phone: '13800000001', type: 2 });
    const code = t.sms.lastCode('13800000001');
    const wrong = Array.from({ length: 30 }, (_, index) =>
      String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'),
    );
    const tries = [...wrong.slice(0, 20), code, ...wrong.slice(20)];
    const answers = await Promise.all(tries.map((value) => t.post('/login', { phone: '13800000001', code: value })));
    const [row] = await t.app.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, '13800000001'))
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    expect(row!.attempts).toBeLessThanOrEqual(5);
    const signedIn = answers.filter((response) => response.json().code === 0);
    expect(signedIn.length).toBeLessThanOrEqual(1);
    // Signed in only if the right code was among the 5 tries compared.
    expect(signedIn.length === 1).toBe(row!.consumedAt !== null);
    for (const response of answers) expect([0, 10008]).toContain(response.json().code);
  }

  it('expires a code after 5 minutes', async () => {
    t.clock.advance(61_000);
    await t.post('/portal/sms/send', { phone: '13800000001', type: 2 });
    const code = t.sms.lastCode('13800000001');
    t.clock.advance(5 * 60_000 + 1);
    expect((await t.post('/login', { phone: '13800000001', code })).json()).toEqual({
      code: 10008,
      msg: '验证码错误或已过期',
    });
  });

  it('accepts a code within 5 minutes', async () => {
    t.clock.advance(61_000);
    await t.post('/portal/sms/send', { phone: '13800000001', type: 2 });
    const code = t.sms.lastCode('13800000001');
    t.clock.advance(4 * 60_000);
    expect((await t.post('/login', { phone: '13800000001', code })).json().code).toBe(0);
  });

  it('rate-limits code sending per IP (10006, HTTP 429)', async () => {
    const limited = await createTestApp({
      config: { rateLimits: { leadsPerMin: 100, loginPerMin: 100, codesPerMin: 2, anonUploadsPerDay: 100 } },
    });
    try {
      for (let index = 0; index < 2; index += 1)
        expect((await limited.post('/portal/email/send', { email: `r${index}@example.com` })).json().code).toBe(0);
      const third = await limited.post('/portal/email/send', { email: 'r9@example.com' });
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ code: 10006, msg: '请求过于频繁，请稍后再试' });
    } finally {
      await limited.close();
    }
  });
});
