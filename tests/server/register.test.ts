import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attachments, ledgerEvents, users } from '../../server/src/db/schema';
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

  it('rejects duplicates of account, phone and e-mail (10007, HTTP 409)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'ENTERPRISE01' }, '该账号已被注册'],
      [{ phone: '13800000001' }, '该手机号已被注册'],
      [{ email: 'Enterprise01@Example.com' }, '该邮箱已被注册'],
    ];
    for (const [overrides, msg] of cases) {
      const response = await t.post('/portal/user/register', await validPayload(overrides));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 10007, msg });
    }
  });

  it('checks the e-mail code (10008)', async () => {
    const response = await t.post(
      '/portal/user/register',
      await validPayload({ username: 'nocode01', phone: '13500000051', email: 'nocode01@example.com' }),
    );
    expect(response.json()).toEqual({ code: 10008, msg: '验证码错误或已过期' });
  });

  it('refuses an e-mail code for an address already registered (10007)', async () => {
    const response = await t.post('/portal/email/send', { email: 'enterprise01@example.com' });
    expect(response.json()).toEqual({ code: 10007, msg: '该邮箱已被注册' });
  });
});
