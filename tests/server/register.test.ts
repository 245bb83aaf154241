import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attachments, ledgerEvents, mailOutbox, users } from '../../server/src/db/schema';
import { createTestApp, registerOrganisation, upload, type TestApp } from './support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function validPayload(overrides: Record<string, unknown> = {}) {
  const filePath = await upload(t);
  return {
    userType: 1,
    orgName: '杭州示例网络科技有限公司',
    orgType: 'I65',
    property: '150',
    scale: '2',
    principalName: '王芳',
    address: '星桥高新区科创路 9 号',
    orgCode: '91330100MA2SAMPLE1',
    username: 'sample01',
    password: 'Sample#2026',
    phone: '13500000001',
    msgCode: '123456',
    email: 'sample01@example.com',
    attachList: [{ filePath, url: filePath }],
    ...overrides,
  };
}

describe('POST /portal/user/register', () => {
  it('creates a pending account with the certificate linked and a ledger event', async () => {
    const id = await registerOrganisation(t, {
      username: 'newco01',
      email: 'newco01@example.com',
      phone: '13500000011',
      orgName: '杭州新禾科技有限公司',
    });
    const [user] = await t.app.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({
      status: 'pending',
      role: 'enterprise',
      userType: 1,
      orgName: '杭州新禾科技有限公司',
      phone: '13500000011',
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await t.app.db.select().from(attachments).where(eq(attachments.userId, id))).toHaveLength(1);
    const events = await t.app.db
      .select()
      .from(ledgerEvents)
      .where(eq(ledgerEvents.ref, `user:${id}`));
    expect(events.map((event) => event.kind)).toEqual(['registration.submitted']);
  });

  it('registers institutions (role institution) and universities (role school)', async () => {
    const unit = await registerOrganisation(t, {
      username: 'unit01',
      email: 'unit01@example.com',
      phone: '13500000021',
      userType: 2,
    });
    const school = await registerOrganisation(t, {
      username: 'school01',
      email: 'school01@example.com',
      phone: '13500000031',
      userType: 3,
    });
    const rows = await t.app.db.select({ id: users.id, role: users.role }).from(users);
    expect(rows.find((row) => row.id === unit)?.role).toBe('institution');
    expect(rows.find((row) => row.id === school)?.role).toBe('school');
  });

  it('answers the registration success message', async () => {
    t.clock.advance(61_000);
    await t.post('/portal/email/send', { email: 'msg01@example.com' });
    const msgCode = await t.lastMailCode('msg01@example.com');
    const response = await t.post(
      '/portal/user/register',
      await validPayload({ username: 'msg01', email: 'msg01@example.com', phone: '13500000041', msgCode }),
    );
    expect(response.json()).toEqual({ code: 0, msg: '您的注册信息已提交成功，请等待管理单位审核！' });
  });

  it('checks every SPEC §5 rule again (10001 with the field name)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ orgName: '' }, '机构名称：请输入企业名称'],
      [{ orgName: '很'.repeat(51) }, '机构名称：最大字符50'],
      [{ userType: 2, orgName: '' }, '机构名称：请输入单位名称'],
      [{ userType: 3, orgName: '' }, '机构名称：请输入学校名称'],
      [{ address: '' }, '地址：请输入企业地址'],
      [{ principalName: '' }, '负责人姓名：请输入法人姓名'],
      [{ userType: 2, principalName: '' }, '负责人姓名：请输入负责人姓名'],
      [{ principalName: '名'.repeat(21) }, '负责人姓名：最大字符20'],
      [{ orgCode: '' }, '证件号码：请输入营业执照'],
      [{ userType: 3, orgCode: '' }, '证件号码：请输入机构代码证'],
      [{ orgType: '' }, '机构类别：请选择所属行业'],
      [{ property: '' }, '企业性质：请选择企业性质'],
      [{ scale: '' }, '企业规模：请选择企业规模'],
      [{ attachList: [] }, '证件：请上传证件'],
      [{ username: 'a!' }, '账号：4-20位字符,支持字母及数字'],
      [{ password: 'abcdef' }, '密码：密码由6-20位字符，字母、数字及符号至少包含2种'],
      [{ email: '' }, '邮箱：请输入邮箱地址'],
      [{ email: 'x@y' }, '邮箱：请输入正确的邮箱地址'],
      [{ phone: '1380000' }, '手机号：请输入正确的手机号'],
      [{ msgCode: '' }, '验证码：请输入验证码'],
    ];
    const base = await validPayload();
    for (const [overrides, msg] of cases) {
      const response = await t.post('/portal/user/register', { ...base, ...overrides });
      expect(response.statusCode, msg).toBe(400);
      expect(response.json()).toEqual({ code: 10001, msg });
    }
  });

  it('refuses dictionary codes that do not exist', async () => {
    const response = await t.post('/portal/user/register', await validPayload({ orgType: 'Z99' }));
    expect(response.json()).toEqual({ code: 10001, msg: '所属行业：选项不存在，请重新选择' });
  });

  it('refuses a certificate that was not uploaded here', async () => {
    const response = await t.post(
      '/portal/user/register',
      await validPayload({ attachList: [{ filePath: '/uploads/00000000-0000-0000-0000-000000000000.png' }] }),
    );
    expect(response.json()).toEqual({ code: 10001, msg: '证件：证件图片不存在，请重新上传' });
  });

  it('tells a taken account name only once the e-mail code is proven (D10, 10007, HTTP 409)', async () => {
    // Before: a made-up code gets the same answer for a taken name as for a free one.
    for (const username of ['ENTERPRISE01', 'freename01']) {
      const response = await t.post('/portal/user/register', await validPayload({ username, msgCode: '000000' }));
      expect(response.json()).toEqual({ code: 10008, msg: '验证码错误或已过期' });
    }
    t.clock.advance(61_000);
    await t.post('/portal/email/send', { email: 'taken01@example.com' });
    const msgCode = await t.lastMailCode('taken01@example.com');
    const response = await t.post(
      '/portal/user/register',
      await validPayload({ username: 'ENTERPRISE01', email: 'taken01@example.com', phone: '13500000081', msgCode }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 10007, msg: '该账号已被注册' });
  });

  it('tells a registered phone only once the e-mail code is proven (D10)', async () => {
    // Before: the same answer as for a phone nobody has.
    for (const phone of ['13800000001', '13500000061']) {
      const response = await t.post('/portal/user/register', await validPayload({ username: 'probe01', phone }));
      expect(response.json()).toEqual({ code: 10008, msg: '验证码错误或已过期' });
    }
    expect((await t.post('/portal/email/send', { email: 'probe01@example.com' })).json().code).toBe(0);
    const msgCode = await t.lastMailCode('probe01@example.com');
    const proven = await t.post(
      '/portal/user/register',
      await validPayload({ username: 'probe01', phone: '13800000001', email: 'probe01@example.com', msgCode }),
    );
    expect(proven.statusCode).toBe(409);
    expect(proven.json()).toEqual({ code: 10007, msg: '该手机号已被注册' });
  });

  it('checks the e-mail code (10008)', async () => {
    const response = await t.post(
      '/portal/user/register',
      await validPayload({ username: 'nocode01', phone: '13500000051', email: 'nocode01@example.com' }),
    );
    expect(response.json()).toEqual({ code: 10008, msg: '验证码错误或已过期' });
  });

  it('answers a registered e-mail like a new one, and mails its owner a notice instead of a code (D10)', async () => {
    const registered = await t.post('/portal/email/send', { email: 'enterprise01@example.com' });
    const fresh = await t.post('/portal/email/send', { email: 'fresh01@example.com' });
    expect(registered.json()).toEqual({ code: 0, msg: '发送成功' });
    expect(fresh.json()).toEqual(registered.json());
    const [notice] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipients, 'enterprise01@example.com'));
    expect(notice).toMatchObject({ kind: 'registered-notice', subject: '【星桥链数】该邮箱已注册' });
    expect(notice!.textBody).not.toMatch(/\d{6}/);
    // The limits apply alike: a second request within 60 s is refused for both.
    for (const email of ['enterprise01@example.com', 'fresh01@example.com'])
      expect((await t.post('/portal/email/send', { email })).json().code).toBe(10006);
    // And no code was issued that could register the address again.
    const response = await t.post(
      '/portal/user/register',
      await validPayload({ username: 'again01', phone: '13500000071', email: 'enterprise01@example.com' }),
    );
    expect(response.json()).toEqual({ code: 10008, msg: '验证码错误或已过期' });
  });

  it('attaches only a certificate this visitor uploaded (D10 attach-by-owner)', async () => {
    const theirs = await upload(t);
    const bare = theirs.split('#')[0]!;
    expect(theirs).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png#ticket=[\w-]{43}$/);
    for (const filePath of [bare, `${bare}#ticket=${'A'.repeat(43)}`]) {
      const response = await t.post('/portal/user/register', await validPayload({ attachList: [{ filePath }] }));
      expect(response.json()).toEqual({ code: 10001, msg: '证件：证件图片不存在，请重新上传' });
    }
    // An organisation's own (signed-in) upload is not an anonymous visitor's either.
    const enterprise = await t.login('enterprise01', 'Demo#2026');
    const owned = await upload(t, undefined, 'mine.png', enterprise);
    const response = await t.post('/portal/user/register', await validPayload({ attachList: [{ filePath: owned }] }));
    expect(response.json()).toEqual({ code: 10001, msg: '证件：证件图片不存在，请重新上传' });
  });

  it('refuses a common password before the e-mail code is spent (D10)', async () => {
    for (const password of ['abc123', 'Aa123456', 'woaini1314', 'sample01']) {
      const response = await t.post('/portal/user/register', await validPayload({ password }));
      expect(response.statusCode, password).toBe(400);
    }
    const response = await t.post('/portal/user/register', await validPayload({ password: 'Aa123456' }));
    expect(response.json()).toEqual({ code: 10001, msg: '密码过于常见，容易被猜中，请换一个更复杂的密码' });
  });
});
