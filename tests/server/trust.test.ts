/**
 * Trust (docs/security.md): sign-in limits keyed by IPv4 address or IPv6 /64, the account-wide ceiling and its
 * second step, two-factor sign-in for staff, the staff idle timeout, the docs guard on the matched route, the
 * per-account upload quota and the audit log's retention.
 */
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, totpRecoveryCodes, users } from '../../server/src/db/schema';
import { housekeeping } from '../../server/src/lib/housekeeping';
import { BASE, createTestApp, multipartBody, PNG_1X1, registerOrganisation, upload, type TestApp } from './support/app';

const LOCKED = { code: 10006, msg: '登录失败次数过多，请 15 分钟后再试' };
const WRONG = { code: 10002, msg: '账号或密码错误' };
const SECOND_STEP = { code: 10011, msg: '该账号近期登录失败次数过多，为保护账号安全，请获取验证码并与密码一同提交' };
const TOTP_NEEDED = { code: 10012, msg: '请输入身份验证器中的 6 位动态码（或一个恢复码）' };
const TOTP_WRONG = { code: 10008, msg: '动态码或恢复码错误' };

let t: TestApp;
beforeAll(async () => {
  // The account-wide slowdown is D10's and tested in attempts.test.ts: here it does not wait.
  t = await createTestApp({ sleep: async () => undefined, config: { uploadMbPerAccountPerDay: 1 } });
});
afterAll(async () => {
  await t?.close();
});

let accounts = 0;
/** An approved organisation of its own, so that each test counts its attempts alone. */
async function approvedAccount(username: string): Promise<{ username: string; email: string; password: string }> {
  accounts += 1;
  const email = `${username}@example.com`;
  await registerOrganisation(t, { username, email, phone: `135000009${String(accounts).padStart(2, '0')}` });
  await t.app.db.update(users).set({ status: 'approved' }).where(eq(users.username, username));
  return { username, email, password: 'Pass#2026' };
}

function login(payload: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  return t.inject({ method: 'POST', url: `${BASE}/login`, payload, remoteAddress });
}

const bodyOf = (response: { json(): unknown }) => response.json() as { code: number; msg: string };

describe('the lockout is keyed like the rate limits: IPv4 address, IPv6 /64', () => {
  it('five addresses of one /64 fail once each: the whole /64 is locked, whatever it sends together', async () => {
    const { username, password } = await approvedAccount('sixtyfour01');
    for (let host = 1; host <= 5; host += 1)
      expect(bodyOf(await login({ username, password: `Wrong#${host}xx` }, `2001:db8:77:1::${host}`))).toEqual(WRONG);
    // Six more addresses of the same /64, six tries each at once, the right password among them: none is checked.
    const tries = Array.from({ length: 6 }, (_, host) =>
      Array.from({ length: 6 }, (_, index) =>
        login(
          { username, password: index === 3 ? password : `Wrong#${host}${index}x` },
          `2001:db8:77:1:${(host + 1).toString(16)}::${index + 1}`,
        ),
      ),
    ).flat();
    const bodies = (await Promise.all(tries)).map(bodyOf);
    expect(bodies).toEqual(Array.from({ length: 36 }, () => LOCKED));
    // Another /64 is another client.
    expect(bodyOf(await login({ username, password }, '2001:db8:77:2::1')).code).toBe(0);
  });

  it('an IPv4-mapped IPv6 address counts as its IPv4 address', async () => {
    const { username, password } = await approvedAccount('mapped01');
    const bodies = (
      await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          login({ username, password: `Wrong#${index}yy` }, '::ffff:198.51.100.7'),
        ),
      )
    ).map(bodyOf);
    expect(bodies).toEqual(Array.from({ length: 5 }, () => WRONG));
    expect(bodyOf(await login({ username, password }, '198.51.100.7'))).toEqual(LOCKED);
  });
});

describe('account-wide ceiling: 20 failed sign-ins in 24 h from anywhere', () => {
  it('25 wrong passwords at once from 25 addresses: 20 are checked, then the password alone never signs in', async () => {
    const { username, email, password } = await approvedAccount('ceiling01');
    const bodies = (
      await Promise.all(
        Array.from({ length: 25 }, (_, index) =>
          login({ username, password: `Guess#${index}zz` }, `203.0.113.${index + 1}`),
        ),
      )
    ).map(bodyOf);
    expect(bodies.filter((body) => body.code === WRONG.code)).toHaveLength(20);
    expect(bodies.filter((body) => body.code === SECOND_STEP.code)).toHaveLength(5);
    for (const body of bodies) expect([WRONG, SECOND_STEP]).toContainEqual(body);

    // The right password and a wrong one get the very same answer, from a fresh address and a day later too.
    expect(bodyOf(await login({ username, password }, '192.0.2.50'))).toEqual(SECOND_STEP);
    expect(bodyOf(await login({ username, password: 'Wrong#9999' }, '192.0.2.51'))).toEqual(SECOND_STEP);
    expect(bodyOf(await login({ username, password, code: '000000' }, '192.0.2.52'))).toEqual({
      code: 10008,
      msg: '验证码错误或已过期',
    });

    // The code goes to the account's own mailbox; an unknown account gets the same answer and nothing is sent.
    const sent = await t.post('/portal/login/code', { username });
    const unknown = await t.post('/portal/login/code', { username: 'nobody77' });
    expect(bodyOf(sent)).toEqual({ code: 0, msg: '如该账号存在，验证码已发送至其绑定的邮箱或手机，5 分钟内有效' });
    expect(bodyOf(unknown)).toEqual(bodyOf(sent));
    const code = await t.lastMailCode(email);
    // With the code, a wrong password is still just wrong; the right one signs in.
    expect(bodyOf(await login({ username, password: 'Wrong#9998', code }, '192.0.2.53'))).toEqual(WRONG);
    t.clock.advance(61_000);
    await t.post('/portal/login/code', { username });
    const next = await t.lastMailCode(email);
    expect(bodyOf(await login({ username, password, code: next }, '192.0.2.54')).code).toBe(0);
    // Until the next successful sign-in: now the password alone works again.
    expect(bodyOf(await login({ username, password }, '192.0.2.55')).code).toBe(0);
  });
});

describe('register: the username is checked only after the code is proven', () => {
  it('a taken username with a made-up code answers like a free one', async () => {
    const filePath = await upload(t);
    const payload = (username: string) => ({
      userType: 1,
      orgName: '杭州示例网络科技有限公司',
      orgType: 'I65',
      property: '150',
      scale: '2',
      principalName: '王芳',
      address: '星桥高新区科创路 9 号',
      orgCode: '91330100MA2SAMPLE1',
      username,
      password: 'Sample#2026',
      phone: '13500000999',
      msgCode: '123456',
      email: 'probe99@example.com',
      attachList: [{ filePath, url: filePath }],
    });
    const taken = await t.post('/portal/user/register', payload('enterprise01'));
    const free = await t.post('/portal/user/register', payload('free9999'));
    expect([taken.statusCode, taken.json()]).toEqual([free.statusCode, free.json()]);
    expect(taken.json().code).not.toBe(10007);
  });
});

describe('the session token only in the Authorization header', () => {
  it('?token= signs nobody in, on user info either', async () => {
    const token = await t.login('enterprise01', 'Demo#2026');
    const response = await t.inject({ method: 'GET', url: `${BASE}/portal/user/info?token=${token}` });
    expect([response.statusCode, response.json()]).toEqual([401, { code: 10004, msg: '登录已过期，请重新登录' }]);
  });
});

/** A code of the authenticator the test holds, as an app computes it (RFC 6238). */
function codeOf(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });
}

describe('two-factor sign-in for admins and reviewers (TOTP)', () => {
  it('the admin enrols, then signs in with a code or a recovery code, each good once', async () => {
    const admin = await t.login('admin', 'Admin#2026');
    const other = await t.login('admin', 'Admin#2026');
    const setup = bodyOf(await t.post('/portal/user/totp/setup', {}, admin)) as unknown as {
      data: { secret: string; otpauthUrl: string };
    };
    const { secret, otpauthUrl } = setup.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]{32}/);
    // Not in force until a code confirms it.
    expect(bodyOf(await login({ username: 'admin', password: 'Admin#2026' })).code).toBe(0);
    expect(bodyOf(await t.post('/portal/user/totp/enable', { code: '000000' }, admin))).toEqual({
      code: 10008,
      msg: '动态码错误，请核对手机时间后重试',
    });
    const enabled = (await t.post('/portal/user/totp/enable', { code: codeOf(secret, t.clock.now()) }, admin)).json();
    expect(enabled.msg).toBe('两步验证已启用，请妥善保存恢复码');
    const recoveryCodes = enabled.data.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // The admin's other sessions ended; this one goes on.
    expect((await t.get('/portal/user/data', other)).json().code).toBe(10004);
    expect((await t.get('/portal/user/totp', admin)).json().data).toEqual({
      available: true,
      enrolled: true,
      required: false,
      recoveryLeft: 10,
    });
    // Stored hashed: no recovery code in the clear.
    const stored = JSON.stringify(await t.app.db.select().from(totpRecoveryCodes));
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));

    t.clock.advance(60_000);
    expect(bodyOf(await login({ username: 'admin', password: 'Admin#2026' }))).toEqual(TOTP_NEEDED);
    // A wrong password with a code is just wrong.
    expect(
      bodyOf(await login({ username: 'admin', password: 'Wrong#2026', otp: codeOf(secret, t.clock.now()) })),
    ).toEqual(WRONG);
    expect(bodyOf(await login({ username: 'admin', password: 'Admin#2026', otp: '000000' }))).toEqual(TOTP_WRONG);
    const code = codeOf(secret, t.clock.now());
    const signedIn = await login({ username: 'admin', password: 'Admin#2026', otp: code });
    expect(bodyOf(signedIn)).toMatchObject({ code: 0, msg: '登录成功' });
    // The same code again (seen over a shoulder): refused.
    expect(bodyOf(await login({ username: 'admin', password: 'Admin#2026', otp: code }))).toEqual(TOTP_WRONG);
    // A recovery code signs in once.
    expect(bodyOf(await login({ username: 'admin', password: 'Admin#2026', otp: recoveryCodes[3]! })).code).toBe(0);
    expect(bodyOf(await login({ username: 'admin', password: 'Admin#2026', otp: recoveryCodes[3]! }))).toEqual(
      TOTP_WRONG,
    );
    const token = (signedIn.json() as { data: { token: string } }).data.token;
    expect((await t.get('/portal/user/totp', token)).json().data.recoveryLeft).toBe(9);
  });

  it('ten requests with one recovery code at once: one signs in', async () => {
    const { recoveryCodes } = await enrol('reviewer', 'Review#2026');
    const answers = (
      await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          login({ username: 'reviewer', password: 'Review#2026', otp: recoveryCodes[0]! }, `192.0.2.${100 + index}`),
        ),
      )
    ).map(bodyOf);
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
    for (const answer of answers) if (answer.code !== 0) expect(answer).toEqual(TOTP_WRONG);
  });

  it('organisations cannot enrol', async () => {
    const enterprise = await t.login('enterprise01', 'Demo#2026');
    const response = await t.post('/portal/user/totp/setup', {}, enterprise);
    expect([response.statusCode, response.json().code]).toEqual([403, 10005]);
  });

  it('the admin requires it of every staff account and resets one account, both audited', async () => {
    const admin = await signInAdmin();
    expect(bodyOf(await t.post('/portal/admin/security/totp', { required: true }, admin))).toMatchObject({
      code: 0,
      msg: '已要求所有管理员与审核员使用两步验证',
    });
    // A reviewer without an authenticator: signed in, but may only enrol.
    const [reviewer] = await t.app.db.select().from(users).where(eq(users.username, 'reviewer'));
    expect(bodyOf(await t.post('/portal/admin/users/totp/reset', { id: reviewer!.id }, admin))).toEqual({
      code: 0,
      msg: '该账号的两步验证已重置',
    });
    const session = await t.login('reviewer', 'Review#2026');
    const refused = await t.get('/portal/review/list', session);
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { code: 10005, msg: '管理员要求启用两步验证：请先在“账号管理”中绑定身份验证器' },
    ]);
    expect((await t.get('/portal/user/totp', session)).json().data).toMatchObject({ enrolled: false, required: true });
    // Organisations are not concerned.
    const enterprise = await t.login('enterprise01', 'Demo#2026');
    expect((await t.get('/portal/talent/list', enterprise)).json().code).toBe(0);
    await enrol('reviewer', 'Review#2026', session);
    expect((await t.get('/portal/review/list', session)).json().code).toBe(0);
    await t.post('/portal/admin/security/totp', { required: false }, admin);

    const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.actorName, 'admin'));
    const actions = rows.map((row) => row.action);
    expect(actions).toContain('security.totpPolicy');
    expect(rows.find((row) => row.action === 'account.totpReset')).toMatchObject({
      target: `user:${reviewer!.id}`,
      summary: '重置了管理单位审核员账号 reviewer 的两步验证（身份验证器与恢复码已作废，其登录会话已全部结束）',
    });
  });
});

/** The admin signs in with its authenticator (enrolled in the first two-factor test). */
async function signInAdmin(): Promise<string> {
  const [row] = await t.app.db.select({ secret: users.totpSecret }).from(users).where(eq(users.username, 'admin'));
  t.clock.advance(31_000);
  const response = await login({ username: 'admin', password: 'Admin#2026', otp: codeOf(row!.secret!, t.clock.now()) });
  return (response.json() as { data: { token: string } }).data.token;
}

async function enrol(
  username: string,
  password: string,
  session?: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const token = session ?? (await t.login(username, password));
  const { secret } = (await t.post('/portal/user/totp/setup', {}, token)).json().data as { secret: string };
  t.clock.advance(31_000);
  const enabled = (await t.post('/portal/user/totp/enable', { code: codeOf(secret, t.clock.now()) }, token)).json();
  if (enabled.code !== 0) throw new Error(JSON.stringify(enabled));
  return { secret, recoveryCodes: enabled.data.recoveryCodes as string[] };
}

describe('staff sessions end after 30 idle minutes', () => {
  it('an admin or reviewer session, auto-login or not; an organisation keeps its 2 hours', async () => {
    const [row] = await t.app.db.select({ secret: users.totpSecret }).from(users).where(eq(users.username, 'admin'));
    const secret = row!.secret!;
    t.clock.advance(31_000);
    const admin = (
      await login({ username: 'admin', password: 'Admin#2026', otp: codeOf(secret, t.clock.now()), autoLogin: true })
    ).json().data.token as string;
    const enterprise = await t.login('enterprise01', 'Demo#2026');
    t.clock.advance(29 * 60_000);
    expect((await t.get('/portal/user/info', admin)).json().code).toBe(0);
    t.clock.advance(29 * 60_000);
    expect((await t.get('/portal/user/info', admin)).json().code).toBe(0);
    t.clock.advance(31 * 60_000);
    expect((await t.get('/portal/user/info', admin)).json().code).toBe(10004);
    expect((await t.get('/portal/user/info', enterprise)).json().code).toBe(0);
  });
});

describe('the production docs guard reads the matched route', () => {
  it('no encoded, doubled-slash, dot-segment or case variant of a docs path shows the docs to a visitor', async () => {
    // A production first start: a development data folder is refused in production.
    const production = await createTestApp({
      emptyDatabase: true,
      config: { env: 'production', isProduction: true, adminPassword: 'Strong#2026' },
    });
    try {
      const guarded = [
        '/docs',
        '/docs/',
        '/docs/json',
        '/docs/yaml',
        '/docs/static/index.html',
        '/docs/static/swagger-ui.css',
      ];
      const variants = (path: string): string[] => {
        const rest = path.slice('/docs'.length);
        return [
          `${BASE}${path}`,
          `${BASE}/%64ocs${rest}`,
          `${BASE}/%64%6F%63%73${rest}`,
          `/%73hangchain/bsnApi/docs${rest}`,
          `${BASE}%2Fdocs${rest}`,
          `${BASE}//docs${rest}`,
          `/${BASE}/docs${rest}`,
          `/shangchain//bsnApi/docs${rest}`,
          `${BASE}/./docs${rest}`,
          `${BASE}/x/../docs${rest}`,
          `${BASE}/%2e/docs${rest}`,
          `${BASE}/x/%2e%2e/docs${rest}`,
          `${BASE}/DOCS${rest}`,
          `${BASE}/Docs${rest.toUpperCase()}`,
          `/SHANGCHAIN/BSNAPI/DOCS${rest}`,
          `${BASE}/docs${rest}?x=/docs`,
          `${BASE}/docs${rest}#`,
          `${BASE}/docs${rest};`,
        ];
      };
      for (const path of guarded)
        for (const url of variants(path)) {
          const response = await production.inject({ method: 'GET', url });
          expect(response.body, url).not.toMatch(/openapi|swagger/i);
        }
      // The admin still reads them.
      const admin = await production.login('admin', 'Strong#2026');
      const json = await production.inject({
        method: 'GET',
        url: `${BASE}/%64ocs/json`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect([json.statusCode, json.json().openapi]).toEqual([200, expect.stringMatching(/^3\./)]);
    } finally {
      await production.close();
    }
  });
});

describe('per-account daily upload bytes quota', () => {
  it('20 uploads of 100 KB at once against 1 MB: 10 are stored, the others refused in Chinese', async () => {
    let enterprise = await t.login('enterprise01', 'Demo#2026');
    const bytes = Buffer.concat([PNG_1X1, Buffer.alloc(100 * 1024 - PNG_1X1.length)]);
    const send = () => {
      const body = multipartBody('file', 'big.png', bytes);
      return t.inject({
        method: 'POST',
        url: `${BASE}/common/upload`,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${enterprise}` },
      });
    };
    const answers = (await Promise.all(Array.from({ length: 20 }, send))).map(bodyOf);
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(10);
    for (const answer of answers.filter((item) => item.code !== 0))
      expect(answer).toEqual({ code: 10006, msg: '今日上传文件总量已达上限（1 MB），请明天再试' });
    // The next Beijing day starts a fresh quota.
    t.clock.advance(24 * 3600_000);
    enterprise = await t.login('enterprise01', 'Demo#2026');
    expect(bodyOf(await send()).code).toBe(0);
  });
});

describe('audit log retention', () => {
  it('housekeeping deletes no audit row, however old (kept at least 180 days)', async () => {
    const before = await t.app.db.select({ id: auditLog.id }).from(auditLog);
    expect(before.length).toBeGreaterThan(0);
    t.clock.advance(200 * 24 * 3600_000);
    await housekeeping(t.app.ctx);
    const after = await t.app.db.select({ id: auditLog.id }).from(auditLog);
    expect(after.length).toBeGreaterThanOrEqual(before.length);
    await expect(t.app.db.delete(auditLog).where(eq(auditLog.id, before[0]!.id))).rejects.toThrow();
  });
});
