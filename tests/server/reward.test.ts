import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ledgerEvents, mailOutbox, rewardApplications } from '../../server/src/db/schema';
import { createTestApp, todayTransactions, upload, type TestApp } from './support/app';
import { HAN_XUE, loginTwoOrganisations, submitFiling, validFiling } from './support/talent';

let t: TestApp;
let enterprise: string;
let other: string;
let reviewer: string;
let admin: string;
let approvedTalent: number;
let pendingTalent: number;
let otherTalent: number;
let files: { filePath: string; name: string }[];

beforeAll(async () => {
  t = await createTestApp();
  ({ enterprise, reviewer, admin, other } = await loginTwoOrganisations(t, {
    username: 'other02',
    email: 'other02@example.com',
    phone: '13300000012',
  }));
  approvedTalent = await submitFiling(t, enterprise, await validFiling(t, enterprise, 'high'));
  pendingTalent = await submitFiling(
    t,
    enterprise,
    await validFiling(t, enterprise, 'common', { ...HAN_XUE, entryDate: '2019-01-01' }),
  );
  otherTalent = await submitFiling(t, other, await validFiling(t, other, 'common'));
  for (const id of [approvedTalent, otherTalent]) {
    const body = (await t.post('/portal/talent/review/decide', { id, decision: 'approve' }, reviewer)).json();
    if (body.code !== 0) throw new Error(JSON.stringify(body));
  }
  files = [{ filePath: await upload(t, undefined, undefined, enterprise), name: '购房合同.png' }];
});
afterAll(async () => {
  await t?.close();
});

function application(overrides: Record<string, unknown> = {}) {
  return {
    talentId: approvedTalent,
    rewardType: 'living',
    amount: '12345.67',
    applyReason: '2026 年度生活补贴，已在园区全职工作满一年。',
    attachments: files,
    ...overrides,
  };
}

describe('reward applications', () => {
  it('offers only the organisation’s approved talents', async () => {
    const body = (await t.get('/portal/reward/talents', enterprise)).json();
    expect(body.data).toEqual([
      { id: approvedTalent, kind: 'high', name: '陈思远', idCard: '330106********1236', talentCategory: 'C' },
    ]);
    expect((await t.get('/portal/reward/talents', other)).json().data.map((item: { id: number }) => item.id)).toEqual([
      otherTalent,
    ]);
    expect((await t.get('/portal/reward/talents', reviewer)).json().code).toBe(10005);
  });

  it('caps the amount by reward type, positive with at most two decimals', async () => {
    const error = async (overrides: Record<string, unknown>) =>
      (await t.post('/portal/reward/create', application(overrides), enterprise)).json().msg as string;
    expect(await error({ amount: '60000.01' })).toBe('申请金额不能超过 60000.00 元');
    expect(await error({ rewardType: 'rent', amount: '36000.5' })).toBe('申请金额不能超过 36000.00 元');
    expect(await error({ rewardType: 'settle', amount: 300000.01 })).toBe('申请金额不能超过 300000.00 元');
    expect(await error({ rewardType: 'award', amount: '500000.01' })).toBe('申请金额不能超过 500000.00 元');
    expect(await error({ amount: '0' })).toBe('申请金额必须大于 0');
    expect(await error({ amount: '0.00' })).toBe('申请金额必须大于 0');
    expect(await error({ amount: '-5' })).toBe('请输入正确的金额');
    expect(await error({ amount: '10.123' })).toBe('申请金额最多保留两位小数');
    expect(await error({ amount: '' })).toBe('请输入申请金额');
    expect(await error({ rewardType: 'bonus' })).toBe('请选择奖励类型');
    expect(await error({ applyReason: ' ' })).toBe('请填写申请理由');
    expect(await error({ attachments: [] })).toBe('请上传申报材料');

    const atCap = (await t.post('/portal/reward/create', application({ amount: '60000.00' }), enterprise)).json();
    expect(atCap.code).toBe(0);
    const [row] = await t.app.db.select().from(rewardApplications).where(eq(rewardApplications.id, atCap.data.id));
    expect(row!.amountFen).toBe(6_000_000);
  });

  it('stores the amount exactly in fen and puts the submission on the ledger', async () => {
    const before = (await t.app.db.select().from(ledgerEvents).where(eq(ledgerEvents.kind, 'reward.submitted'))).length;
    const created = (
      await t.post('/portal/reward/create', application({ rewardType: 'rent', amount: '0.29' }), enterprise)
    ).json();
    expect(created).toMatchObject({ code: 0, msg: '已提交，请等待管理单位审核' });
    const after = (await t.app.db.select().from(ledgerEvents).where(eq(ledgerEvents.kind, 'reward.submitted'))).length;
    expect(after).toBe(before + 1);
    const list = (await t.get('/portal/reward/list?rewardType=rent', enterprise)).json().data;
    expect(list.list[0]).toMatchObject({ amountFen: 29, amount: '0.29', status: 'pending', talentName: '陈思远' });
    expect(list.list[0].idCard).toBe('330106********1236');
  });

  it('refuses a talent that is not approved or not the organisation’s, and a second pending one of a type', async () => {
    expect(
      (await t.post('/portal/reward/create', application({ talentId: pendingTalent }), enterprise)).json(),
    ).toEqual({
      code: 10009,
      msg: '人才不存在或未通过审核',
    });
    expect(
      (await t.post('/portal/reward/create', application({ talentId: otherTalent }), enterprise)).json().code,
    ).toBe(10009);
    expect((await t.post('/portal/reward/create', application(), enterprise)).json()).toEqual({
      code: 10007,
      msg: '该人才已有待审核的同类奖励申请',
    });
  });

  it('keeps each organisation to its own applications; the admin sees all', async () => {
    expect((await t.get('/portal/reward/list', other)).json().data.total).toBe(0);
    expect((await t.get('/portal/reward/list', enterprise)).json().data.total).toBe(2);
    // D10 attach-by-owner: the enterprise's file cannot be attached by another organisation, even by its name.
    const foreign = await t.post(
      '/portal/reward/create',
      application({ talentId: otherTalent, rewardType: 'award', amount: '100000' }),
      other,
    );
    expect(foreign.json()).toEqual({ code: 10001, msg: '附件不存在，请重新上传' });
    const own = [{ filePath: await upload(t, undefined, 'award.png', other), name: '获奖证书.png' }];
    const created = await t.post(
      '/portal/reward/create',
      application({ talentId: otherTalent, rewardType: 'award', amount: '100000', attachments: own }),
      other,
    );
    expect(created.json().code).toBe(0);
    expect((await t.get('/portal/reward/list', admin)).json().data.total).toBe(3);
    expect((await t.get('/portal/reward/review/list', enterprise)).json().code).toBe(10005);
  });
});

describe('review of reward applications', () => {
  it('approves and rejects once, e-mails the organisation, moves the ledger', async () => {
    const list = (await t.get('/portal/reward/review/list?status=pending', reviewer)).json().data;
    expect(list.counts).toEqual({ pending: 3, approved: 0, rejected: 0 });
    const living = list.list.find((item: { rewardType: string }) => item.rewardType === 'living');
    const rent = list.list.find((item: { rewardType: string }) => item.rewardType === 'rent');
    expect(living.orgName).toBe('杭州云杉智造科技有限公司');

    const before = await todayTransactions(t, enterprise);
    expect(
      (await t.post('/portal/reward/review/decide', { id: living.id, decision: 'approve' }, reviewer)).json(),
    ).toEqual({
      code: 0,
      msg: '已通过该奖励申请',
    });
    expect(
      (
        await t.post(
          '/portal/reward/review/decide',
          { id: rent.id, decision: 'reject', reason: '租房合同未盖章' },
          reviewer,
        )
      ).json(),
    ).toEqual({ code: 0, msg: '已驳回该奖励申请' });
    expect(await todayTransactions(t, enterprise)).toBe(before + 4);
    expect(
      (await t.post('/portal/reward/review/decide', { id: living.id, decision: 'approve' }, reviewer)).json().code,
    ).toBe(10007);
    expect(
      (await t.post('/portal/reward/review/decide', { id: 999999, decision: 'approve' }, reviewer)).json().code,
    ).toBe(10009);

    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'reward-decision'));
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      '【星桥链数】生活补贴申请（陈思远，60000.00 元）已通过审核',
      '【星桥链数】租房补贴申请（陈思远，0.29 元）未通过审核',
    ]);
    expect(mails.every((mail) => mail.recipients === 'enterprise01@example.com')).toBe(true);

    const own = (await t.get('/portal/reward/list', enterprise)).json().data;
    expect(own.counts).toEqual({ pending: 0, approved: 1, rejected: 1 });
    expect(own.list.find((item: { id: number }) => item.id === rent.id)).toMatchObject({
      status: 'rejected',
      reviewReason: '租房合同未盖章',
      reviewerName: 'reviewer',
    });
    // A rejected type can be applied for again.
    expect(
      (await t.post('/portal/reward/create', application({ rewardType: 'rent', amount: '3000' }), enterprise)).json()
        .code,
    ).toBe(0);
  });
});
