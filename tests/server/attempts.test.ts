/**
 * D10: attempt limits that hold when requests arrive together, a lockout one IP cannot impose on everyone, and
 * client addresses taken only from the trusted proxy chain.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { BASE, createTestApp, registerOrganisation, type TestApp } from './support/app';

const LOCKED = { code: 10006, msg: '登录失败次数过多，请 15 分钟后再试' };

let t: TestApp;
const slept: number[] = [];
beforeAll(async () => {
  t = await createTestApp({
    sleep: async (ms) => {
      slept.push(ms);
    },
  });
});
afterAll(async () => {
  await t?.close();
});

function login(username: string, password: string, remoteAddress = '127.0.0.1') {
  return t.inject({ method: 'POST', url: `${BASE}/login`, payload: { username, password }, remoteAddress });
}

/** Answers that went as far as a password verification (everything but the lockout). */
const verified = (bodies: { code: number }[]) => bodies.filter((body) => body.code !== 10006);

describe('password attempts sent together (D10)', () => {
  it('24 wrong passwords and the right one at once: at most 5 are verified', async () => {
    const passwords = [...Array.from({ length: 12 }, (_, index) => `Wrong#${2000 + index}`), 'Demo#2026'];
    passwords.push(...Array.from({ length: 12 }, (_, index) => `Wrong#${3000 + index}`));
    const bodies = (await Promise.all(passwords.map((password) => login('enterprise01', password)))).map(
      (response) => response.json() as { code: number; msg: string },
    );
    expect(verified(bodies).length).toBeLessThanOrEqual(5);
    expect(bodies.filter((body) => body.code === 10006)).toHaveLength(bodies.length - verified(bodies).length);
    for (const body of bodies) if (body.code === 10006) expect(body).toEqual(LOCKED);
  });

  it('50 at once for an unknown account: the same 5, the same answers', async () => {
    const bodies = (
      await Promise.all(Array.from({ length: 50 }, (_, index) => login('ghost2026', `Guess#${index}x`)))
    ).map((response) => response.json() as { code: number; msg: string });
    expect(verified(bodies).length).toBeLessThanOrEqual(5);
    for (const body of verified(bodies)) expect(body).toEqual({ code: 10002, msg: '账号或密码错误' });
  });

  it('wrong old passwords sent together to the password change count the same way', async () => {
    await registerOrganisation(t, { username: 'change02', email: 'change02@example.com', phone: '13500000091' });
    const { users } = await import('../../server/src/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.app.db.update(users).set({ status: 'approved' }).where(eq(users.username, 'change02'));
    const token = await t.login('change02', 'Pass#2026');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.post('/portal/user/password', { oldPassword: `Nope#${index}0`, password: 'Next#2026' }, token),
      ),
    );
    const bodies = answers.map((response) => response.json() as { code: number });
    expect(verified(bodies).length).toBeLessThanOrEqual(5);
    expect(bodies.filter((body) => body.code === 0)).toEqual([]);
  });
});

describe('lockout per account and IP (D10)', () => {
  it('one IP locks only itself: the owner signs in from another address', async () => {
    for (let index = 0; index < 5; index += 1)
      expect((await login('reviewer', `Wrong#${index}00`, '203.0.113.10')).json().code).toBe(10002);
    expect((await login('reviewer', 'Review#2026', '203.0.113.10')).json()).toEqual(LOCKED);
    expect((await login('reviewer', 'Review#2026', '198.51.100.20')).json().code).toBe(0);
  });

  it('account-wide, failures from many IPs slow every answer down instead', async () => {
    slept.length = 0;
    for (let ip = 1; ip <= 6; ip += 1)
      for (let index = 0; index < 2; index += 1) await login('admin', `Wrong#${ip}${index}x`, `192.0.2.${ip}`);
    expect((await login('admin', 'Admin#2026', '192.0.2.200')).json().code).toBe(0);
    // 12 failures from 6 addresses: (12 - 5) × 0.5 s before the answer, the owner included.
    expect(slept.at(-1)).toBe(3500);
    // 19 failures since that success: one short of the account-wide ceiling (20), the password alone still works.
    for (let ip = 7; ip <= 25; ip += 1) await login('admin', `Wrong#${ip}x`, `192.0.2.${ip}`);
    expect((await login('admin', 'Admin#2026', '192.0.2.201')).json().code).toBe(0);
    expect(slept.at(-1)).toBe(5000);
  });
});

describe('TRUST_PROXY (D10)', () => {
  async function behindProxy(trustProxy: string) {
    const config = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: trustProxy, RATE_LIMIT_LOGIN_PER_MIN: '5' });
    return createTestApp({ config: { trustProxy: config.trustProxy, rateLimits: config.rateLimits } });
  }

  for (const setting of ['1', '127.0.0.1', '127.0.0.0/8']) {
    it(`behind one trusted proxy (TRUST_PROXY=${setting}), spoofed first hops share one budget`, async () => {
      const proxied = await behindProxy(setting);
      try {
        const attempt = (forwardedFor: string) =>
          proxied.inject({
            method: 'POST',
            url: `${BASE}/login`,
            // The proxy (127.0.0.1) appends the address it saw; the client wrote everything before it.
            headers: { 'x-forwarded-for': forwardedFor },
            payload: { username: 'nobody01', password: 'Wrong#2026' },
          });
        const statuses: number[] = [];
        for (let index = 0; index < 12; index += 1)
          statuses.push((await attempt(`10.${index}.0.1, 203.0.113.7`)).statusCode);
        expect(statuses.filter((status) => status !== 429)).toHaveLength(5);
        // Another client behind the same proxy has its own budget.
        expect((await attempt('10.0.0.1, 203.0.113.8')).statusCode).not.toBe(429);
      } finally {
        await proxied.close();
      }
    });
  }
});
