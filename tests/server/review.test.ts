import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ledgerEvents, mailOutbox, users } from '../../server/src/db/schema';
import { createTestApp, registerOrganisation, type TestApp } from './support/app';

let t: TestApp;
let reviewer: string;
let admin: string;
let firstId: number;
let secondId: number;
beforeAll(async () => {
  t = await createTestApp();
  reviewer = await t.login('reviewer', 'Review#2026');
  admin = await t.login('admin', 'Admin#2026');
  firstId = await registerOrganisation(t, {
    username: 'apply01',
    email: 'apply01@example.com',
    phone: '13300000001',
    orgName: '杭州青禾生物科技有限公司',
  });
  secondId = await registerOrganisation(t, {
    username: 'apply02',
    email: 'apply02@example.com',
    phone: '13300000002',
    orgName: '星桥职业技术学院',
    userType: 3,
  });
});
afterAll(async () => {
  await t?.close();
});

describe('review of registrations', () => {
  it('lists pending registrations with filters and counts', async () => {
    const body = (await t.get('/portal/review/list?status=pending', reviewer)).json();
    expect(body.code).toBe(0);
    expect(body.data.total).toBe(2);
    expect(body.data.counts).toEqual({ pending: 2, approved: 1, rejected: 0 });
    expect(body.data.list.map((item: { username: string }) => item.username)).toEqual(['apply02', 'apply01']);
    expect((await t.get('/portal/review/list?userType=3', reviewer)).json().data.total).toBe(1);
    expect((await t.get('/portal/review/list?keywords=青禾', reviewer)).json().data.list[0].id).toBe(firstId);
    expect((await t.get('/portal/review/list?userType=4', reviewer)).json()).toEqual({
      code: 10001,
      msg: '注册类型：注册类型只能是 1、2 或 3',
    });
  });

  it('shows the detail with labels and the certificate', async () => {
    const body = (await t.get(`/portal/review/detail?id=${firstId}`, reviewer)).json();
    expect(body.data).toMatchObject({
      id: firstId,
      username: 'apply01',
      orgTypeLabel: '软件和信息技术服务业',
      propertyLabel: '有限责任公司',
      scaleLabel: '小型（20-99 人）',
      status: 'pending',
      reviewReason: null,
    });
    expect(body.data.attachList[0].filePath).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    // The drawer's <img> uses the signed link; the bare URL needs a session allowed to read it (D10).
    const { filePath, url } = body.data.attachList[0] as { filePath: string; url: string };
    expect(url).toMatch(new RegExp(`^${filePath}\\?exp=\\d+&sig=[\\w-]{43}$`));
    const image = await t.inject({ method: 'GET', url });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect((await t.inject({ method: 'GET', url: filePath })).statusCode).toBe(404);
    const asReviewer = await t.inject({
      method: 'GET',
      url: filePath,
      headers: { authorization: `Bearer ${reviewer}` },
    });
    expect(asReviewer.statusCode).toBe(200);
    const missing = await t.get('/portal/review/detail?id=999999', reviewer);
    expect(missing.json()).toEqual({ code: 10009, msg: '注册申请不存在' });
  });

  it('approves: the applicant is e-mailed and can log in', async () => {
    const response = await t.post('/portal/review/decide', { id: firstId, decision: 'approve' }, reviewer);
    expect(response.json()).toEqual({ code: 0, msg: '已通过该注册申请' });
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'review-decision'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipients: 'apply01@example.com',
      subject: '【星桥链数】您的注册申请已通过审核',
    });
    expect((await t.post('/login', { username: 'apply01', password: 'Pass#2026' })).json().code).toBe(0);
    const detail = (await t.get(`/portal/review/detail?id=${firstId}`, reviewer)).json();
    expect(detail.data).toMatchObject({ status: 'approved', reviewerName: 'reviewer' });
    const events = await t.app.db
      .select()
      .from(ledgerEvents)
      .where(eq(ledgerEvents.ref, `user:${firstId}`));
    expect(events.map((event) => event.kind).sort()).toEqual(['registration.approved', 'registration.submitted']);
  });

  it('refuses a second decision (10007)', async () => {
    const response = await t.post('/portal/review/decide', { id: firstId, decision: 'reject', reason: '重复' }, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 10007, msg: '该申请已被审核，不能重复处理' });
  });

  it('requires a reason to reject', async () => {
    const response = await t.post('/portal/review/decide', { id: secondId, decision: 'reject', reason: '' }, reviewer);
    expect(response.json()).toEqual({ code: 10001, msg: '驳回原因：请填写驳回原因' });
  });

  it('of two simultaneous decisions, exactly one wins', async () => {
    const [a, b] = await Promise.all([
      t.post(
        '/portal/review/decide',
        { id: secondId, decision: 'reject', reason: '办学许可证照片模糊，请重新上传' },
        reviewer,
      ),
      t.post('/portal/review/decide', { id: secondId, decision: 'approve' }, admin),
    ]);
    const codes = [a.json().code, b.json().code].sort();
    expect(codes).toEqual([0, 10007]);
  });

  it('a rejected applicant sees the reason at login', async () => {
    const id = await registerOrganisation(t, {
      username: 'apply03',
      email: 'apply03@example.com',
      phone: '13300000003',
    });
    await t.post('/portal/review/decide', { id, decision: 'reject', reason: '营业执照已过期' }, reviewer);
    expect((await t.post('/login', { username: 'apply03', password: 'Pass#2026' })).json()).toEqual({
      code: 10003,
      msg: '您的注册申请未通过审核：营业执照已过期',
    });
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipients, 'apply03@example.com'))
      .orderBy(mailOutbox.id);
    expect(mail).toBeDefined();
    const rejections = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, '【星桥链数】您的注册申请未通过审核'));
    expect(rejections.some((row) => row.textBody.includes('原因：营业执照已过期'))).toBe(true);
  });

  it('a reviewer cannot review their own organisation (10005)', async () => {
    const id = await registerOrganisation(t, {
      username: 'sameorg1',
      email: 'sameorg1@example.com',
      phone: '13300000004',
      orgName: '星桥高新区人才服务中心',
      userType: 2,
    });
    const response = await t.post('/portal/review/decide', { id, decision: 'approve' }, reviewer);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 10005, msg: '不能审核本单位的注册申请' });
    const [row] = await t.app.db.select({ status: users.status }).from(users).where(eq(users.id, id));
    expect(row!.status).toBe('pending');
  });
});
