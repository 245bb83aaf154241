import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leads, users } from '../../server/src/db/schema';
import { createTestApp, registerOrganisation, type TestApp } from './support/app';

let t: TestApp;
let enterprise: string;
let other: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  enterprise = await t.login('enterprise01', 'Demo#2026');
  admin = await t.login('admin', 'Admin#2026');
  await registerOrganisation(t, {
    username: 'school07',
    email: 'school07@example.com',
    phone: '13200000007',
    orgName: '星桥理工大学',
    userType: 3,
  });
  await t.app.db.update(users).set({ status: 'approved' }).where(eq(users.username, 'school07'));
  other = await t.login('school07', 'Pass#2026');
});
afterAll(async () => {
  await t?.close();
});

describe('service invitations (D7)', () => {
  it('creates a request that also lands in the admin lead inbox as kind portal', async () => {
    const response = await t.post(
      '/portal/service/create',
      { kind: 'traceability', description: '为 2 个茶园建设溯源系统', contactTime: '工作日下午' },
      enterprise,
    );
    const body = response.json();
    expect(body).toMatchObject({
      code: 0,
      msg: '提交成功',
      data: {
        kind: 'traceability',
        description: '为 2 个茶园建设溯源系统',
        contactTime: '工作日下午',
        status: 'new',
        note: '',
      },
    });
    const [lead] = await t.app.db.select().from(leads).where(eq(leads.id, body.data.id));
    expect(lead).toMatchObject({
      kind: 'portal',
      companyName: '杭州云杉智造科技有限公司',
      phone: '13800000001',
      application: '服务邀请：区块链溯源',
    });
    const inbox = (await t.get('/portal/leads/list?kind=portal', admin)).json();
    expect(inbox.data.list[0]).toMatchObject({ id: body.data.id, kind: 'portal' });
  });

  it('lets an organisation see only its own requests', async () => {
    await t.post('/portal/service/create', { kind: 'training', description: '为 30 名学生开设区块链课程' }, other);
    const own = (await t.get('/portal/service/list', enterprise)).json();
    expect(own.data.total).toBe(1);
    const theirs = (await t.get('/portal/service/list', other)).json();
    expect(theirs.data.total).toBe(1);
    const foreign = await t.get(`/portal/service/detail?id=${own.data.list[0].id}`, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 10009, msg: '服务申请不存在' });
    expect((await t.get('/portal/service/list', admin)).json().data.total).toBe(2);
  });

  it("shows the admin's status change on the organisation's request", async () => {
    const own = (await t.get('/portal/service/list', enterprise)).json();
    const id = own.data.list[0].id;
    await t.post('/portal/leads/status', { id, status: 'contacted', note: '已安排售前工程师对接' }, admin);
    const detail = (await t.get(`/portal/service/detail?id=${id}`, enterprise)).json();
    expect(detail.data).toMatchObject({ id, status: 'contacted', note: '已安排售前工程师对接' });
  });

  it('validates the kind and the description', async () => {
    expect((await t.post('/portal/service/create', { kind: 'x', description: 'a' }, enterprise)).json()).toEqual({
      code: 10001,
      msg: '类型：请选择服务类型',
    });
    expect((await t.post('/portal/service/create', { kind: 'custom', description: ' ' }, enterprise)).json()).toEqual({
      code: 10001,
      msg: '需求描述：请填写需求描述',
    });
  });
});
