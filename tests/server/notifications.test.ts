import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { mailOutbox, notifications, users } from '../../server/src/db/schema';
import { createTestApp, registerOrganisation, upload, type TestApp } from './support/app';
import { IDS, loginTwoOrganisations, submitFiling, validFiling } from './support/talent';

let t: TestApp;
let enterprise: string;
let other: string;
let reviewer: string;
let admin: string;
const OTHER = {
  username: 'notify02',
  email: 'notify02@example.com',
  phone: '16600000012',
  orgName: '星桥通知测试学院',
};

beforeAll(async () => {
  t = await createTestApp();
  ({ enterprise, reviewer, admin, other } = await loginTwoOrganisations(t, OTHER));
});
afterAll(async () => {
  await t?.close();
});

interface Listed {
  id: number;
  title: string;
  body: string;
  link: string;
  createdAt: string;
  readAt: string | null;
}
async function list(token: string, query = ''): Promise<{ list: Listed[]; total: number; unread: number }> {
  const body = (await t.get(`/portal/notifications/list${query}`, token)).json();
  if (body.code !== 0) throw new Error(JSON.stringify(body));
  return body.data;
}
async function mailsTo(address: string, subjectPart: string) {
  return t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipients, address), like(mailOutbox.subject, `%${subjectPart}%`)));
}
async function userId(username: string): Promise<number> {
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

describe('notifications (D15)', () => {
  it('tells an approved registration in the portal and mails it once', async () => {
    const { list: items, unread } = await list(other);
    expect(unread).toBe(1);
    expect(items).toEqual([
      expect.objectContaining({
        title: '注册申请已通过审核',
        body: '您以账号 notify02 提交的注册申请已通过管理单位审核，现在可以办理人才登记、奖励申报等业务。',
        link: '/homepage/homepage',
        readAt: null,
      }),
    ]);
    expect(await mailsTo(OTHER.email, '注册申请已通过审核')).toHaveLength(1);
  });

  it('writes a notification with each filing decision, linking to the filing, mailed once', async () => {
    const before = (await list(enterprise)).unread;
    const id = await submitFiling(t, enterprise, await validFiling(t, enterprise, 'high'));
    const decided = await t.post(
      '/portal/talent/review/decide',
      { id, decision: 'reject', reason: '证书不清晰' },
      reviewer,
    );
    expect(decided.json().code).toBe(0);
    const after = await list(enterprise);
    expect(after.unread).toBe(before + 1);
    expect(after.list[0]).toMatchObject({
      title: '高层次人才登记未通过审核：陈思远',
      body: '陈思远的高层次人才登记未通过管理单位审核。原因：证书不清晰',
      link: `/talentregistration/highdetail?id=${id}`,
      readAt: null,
    });
    expect(await mailsTo('enterprise01@example.com', '高层次人才登记未通过审核：陈思远')).toHaveLength(1);
    // The other organisation sees nothing of it.
    expect((await list(other)).list.map((item) => item.title)).toEqual(['注册申请已通过审核']);
  });

  it('tells a reward decision, a service request’s new status and an account change', async () => {
    const talent = await submitFiling(t, other, await validFiling(t, other, 'common'));
    await t.post('/portal/talent/review/decide', { id: talent, decision: 'approve' }, reviewer);
    const attachments = [{ filePath: await upload(t, undefined, undefined, other), name: '购房合同.png' }];
    const reward = (
      await t.post(
        '/portal/reward/create',
        { talentId: talent, rewardType: 'living', amount: '1000.00', applyReason: '生活补贴', attachments },
        other,
      )
    ).json();
    expect(reward.code).toBe(0);
    await t.post('/portal/reward/review/decide', { id: reward.data.id, decision: 'approve' }, reviewer);

    const request = (
      await t.post('/portal/service/create', { kind: 'traceability', description: '茶叶批次溯源' }, other)
    ).json();
    expect(request.code).toBe(0);
    await t.post('/portal/leads/status', { id: request.data.id, status: 'contacted', note: '已电话沟通' }, admin);
    // Saving the same status and note again changes nothing the organisation needs to hear.
    await t.post('/portal/leads/status', { id: request.data.id, status: 'contacted', note: '已电话沟通' }, admin);

    const titles = (await list(other)).list.map((item) => [item.title, item.link]);
    expect(titles.slice(0, 3)).toEqual([
      ['服务邀请已联系：区块链溯源', `/service/inviteservicedetail?id=${request.data.id}`],
      ['生活补贴申请已通过审核：陈思远', '/rewardapply/rewardapply'],
      ['普通人才登记已通过审核：陈思远', `/talentregistration/commondetail?id=${talent}`],
    ]);
    expect(await mailsTo(OTHER.email, '服务邀请已联系')).toHaveLength(1);

    const id = await userId(OTHER.username);
    expect((await t.post('/portal/admin/users/status', { id, status: 'disabled' }, admin)).json().code).toBe(0);
    expect((await t.post('/portal/admin/users/status', { id, status: 'approved' }, admin)).json().code).toBe(0);
    const token = await t.login(OTHER.username, 'Pass#2026');
    other = token;
    expect((await list(token)).list.slice(0, 2).map((item) => item.title)).toEqual(['账号已启用', '账号已停用']);
    expect(await mailsTo(OTHER.email, '账号已停用')).toHaveLength(1);
  });

  it('marks one read, refuses another organisation’s ids, and marks all read', async () => {
    const mine = await list(enterprise);
    const theirs = await list(other);
    const foreign = theirs.list.find((item) => item.readAt === null)!;
    const refused = await t.post('/portal/notifications/read', { ids: [mine.list[0]!.id, foreign.id] }, enterprise);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 10009, msg: '通知不存在' });
    // Nothing was marked, on either side.
    expect((await list(enterprise)).unread).toBe(mine.unread);
    expect((await list(other)).list.find((item) => item.id === foreign.id)!.readAt).toBeNull();

    const one = (await t.post('/portal/notifications/read', { ids: [mine.list[0]!.id] }, enterprise)).json();
    expect(one).toEqual({ code: 0, msg: '已标记为已读', data: { marked: 1, unread: mine.unread - 1 } });
    expect((await list(enterprise, '?unread=true')).list.map((item) => item.id)).not.toContain(mine.list[0]!.id);

    const all = (await t.post('/portal/notifications/read', { all: true }, enterprise)).json();
    expect(all.data).toEqual({ marked: mine.unread - 1, unread: 0 });
    expect((await list(other)).unread).toBe(theirs.unread);

    const empty = await t.post('/portal/notifications/read', {}, enterprise);
    expect(empty.json()).toEqual({ code: 10001, msg: '请选择要标记为已读的通知' });
  });

  it('is for organisations: a reviewer is refused, a stranger must sign in', async () => {
    expect((await t.get('/portal/notifications/list', reviewer)).json().code).toBe(10005);
    expect((await t.get('/portal/notifications/list')).json().code).toBe(10004);
  });

  it('keeps a notification that arrives while “mark all read” runs, and counts stay true under parallel reads', async () => {
    await t.post('/portal/notifications/read', { all: true }, enterprise);
    const people = [
      { name: '林小雨', idCard: IDS.female1992, birthDate: '1992-08-15', gender: 'female' as const },
      { name: '周明', idCard: IDS.male1985, birthDate: '1985-01-01', gender: 'male' as const },
      { name: '吴昊', idCard: IDS.male1998, birthDate: '1998-06-16', gender: 'male' as const },
    ];
    const ids = await Promise.all(
      people.map(async (person) => submitFiling(t, enterprise, await validFiling(t, enterprise, 'common', person))),
    );
    const [first, ...rest] = ids;
    await t.post('/portal/talent/review/decide', { id: first, decision: 'approve' }, reviewer);
    // A mark-all races two new decisions and the other organisation's own mark-all.
    const [markAll] = await Promise.all([
      t.post('/portal/notifications/read', { all: true }, enterprise),
      ...rest.map((id) => t.post('/portal/talent/review/decide', { id, decision: 'approve' }, reviewer)),
      t.post('/portal/notifications/read', { all: true }, other),
      t.get('/portal/notifications/list', enterprise),
    ]);
    expect(markAll.json().code).toBe(0);
    const after = await list(enterprise, '?limit=100');
    // Every decision left its notification; the unread count is exactly the unread rows, whatever won the race.
    const decided = after.list.filter((item) => ids.some((id) => item.link.endsWith(`commondetail?id=${id}`)));
    expect(decided).toHaveLength(3);
    expect(after.unread).toBe(after.list.filter((item) => item.readAt === null).length);
    // The first decision came before the mark-all: read. Each racing one is read exactly when it committed first.
    const firstItem = decided.find((item) => item.link.endsWith(`commondetail?id=${first}`))!;
    expect(firstItem.readAt).not.toBeNull();
    expect(after.unread).toBe(2 - (markAll.json().data.marked - 1));
    const rows = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, await userId('enterprise01')));
    expect(rows.filter((row) => row.readAt === null)).toHaveLength(after.unread);
  });

  it('registration rejection is told and mailed once', async () => {
    const id = await registerOrganisation(t, {
      username: 'notify03',
      email: 'notify03@example.com',
      phone: '19900000013',
    });
    await t.post('/portal/review/decide', { id, decision: 'reject', reason: '营业执照模糊' }, reviewer);
    const [row] = await t.app.db.select().from(notifications).where(eq(notifications.userId, id));
    expect(row).toMatchObject({ title: '注册申请未通过审核', readAt: null });
    expect(row!.body).toContain('原因：营业执照模糊');
    expect(await mailsTo('notify03@example.com', '注册申请未通过审核')).toHaveLength(1);
  });
});
