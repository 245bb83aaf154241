import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ledgerEvents, mailOutbox } from '../../server/src/db/schema';
import { createTestApp, PNG_1X1, todayTransactions, type TestApp } from './support/app';
import { HAN_XUE, IDS, loginTwoOrganisations, submitFiling, uploadDocument, validFiling } from './support/talent';

let t: TestApp;
let enterprise: string;
let other: string;
let reviewer: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ enterprise, reviewer, admin, other } = await loginTwoOrganisations(t, {
    username: 'other01',
    email: 'other01@example.com',
    phone: '13300000011',
    orgName: '星桥职业技术学院',
  }));
});
afterAll(async () => {
  await t?.close();
});

async function ledgerKinds(): Promise<string[]> {
  return (await t.app.db.select({ kind: ledgerEvents.kind }).from(ledgerEvents)).map((row) => row.kind);
}

describe('document upload (PDF only when asked for)', () => {
  it('keeps registration uploads picture-only and accepts a PDF with kind=document', async () => {
    const plain = await uploadDocument(t, enterprise, undefined, 'resume.pdf', null);
    expect(plain.statusCode).toBe(415);
    expect(plain.json()).toEqual({ code: 10010, msg: '上传图片只能是 JPG/JPEG/GIF/PNG/BMP 格式!' });

    const pdf = (await uploadDocument(t, enterprise)).json();
    expect(pdf.code).toBe(0);
    expect(pdf.data.filePath).toMatch(/^\/uploads\/[0-9a-f-]{36}\.pdf$/);
    const served = await t.inject({ method: 'GET', url: pdf.data.url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="${pdf.data.filePath.slice('/uploads/'.length)}"; filename*=UTF-8''resume.pdf`,
    );

    const picture = (await uploadDocument(t, enterprise, PNG_1X1, 'photo.png')).json();
    expect(picture.data.filePath).toMatch(/\.png$/);

    const fake = await uploadDocument(t, enterprise, Buffer.from('not a pdf at all'), 'fake.pdf');
    expect(fake.json()).toEqual({ code: 10010, msg: '上传文件只能是 JPG/JPEG/GIF/PNG/BMP 图片或 PDF 文件!' });
  });
});

describe('talent filings: drafts', () => {
  it('saves an incomplete draft with only a name, and refuses a draft without one', async () => {
    const saved = (await t.post('/portal/talent/save', { kind: 'common', name: '林小雨' }, enterprise)).json();
    expect(saved).toMatchObject({ code: 0, msg: '草稿已保存' });
    const detail = (await t.get(`/portal/talent/detail?id=${saved.data.id}`, enterprise)).json();
    expect(detail.data).toMatchObject({ kind: 'common', name: '林小雨', status: 'draft', idCard: '', resumeFiles: [] });

    const missing = await t.post('/portal/talent/save', { kind: 'common', name: '  ' }, enterprise);
    expect(missing.json()).toEqual({ code: 10001, msg: '姓名：请输入姓名' });
  });

  it('edits a draft, then submits it: pending, on the ledger, read-only', async () => {
    const { data } = (await t.post('/portal/talent/save', { kind: 'common', name: '周明' }, enterprise)).json();
    const edited = await t.post(
      '/portal/talent/save',
      { id: data.id, kind: 'common', name: '周明', mobile: '13700001111' },
      enterprise,
    );
    expect(edited.json().data.id).toBe(data.id);

    const before = await todayTransactions(t, enterprise);
    const payload = await validFiling(t, enterprise, 'common', {
      id: data.id,
      name: '周明',
      idCard: IDS.male1985,
      birthDate: '1985-01-01',
    });
    const submitted = (await t.post('/portal/talent/submit', payload, enterprise)).json();
    expect(submitted).toEqual({ code: 0, msg: '已提交，请等待管理单位审核', data: { id: data.id } });
    expect(await todayTransactions(t, enterprise)).toBe(before + 1);
    expect(await ledgerKinds()).toContain('talent.submitted');

    const detail = (await t.get(`/portal/talent/detail?id=${data.id}`, enterprise)).json().data;
    expect(detail).toMatchObject({ status: 'pending', idCard: IDS.male1985, mobile: '13912345678' });
    expect(detail.resumeFiles[0].filePath).toMatch(/\.pdf$/);
    expect(detail.submittedAt).not.toBeNull();

    const again = await t.post('/portal/talent/save', { id: data.id, kind: 'common', name: '周明明' }, enterprise);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 10007, msg: '待审核或已通过的登记不能修改' });
  });

  it('lists with status counts, keywords and paging, ID numbers masked', async () => {
    const body = (await t.get('/portal/talent/list?kind=common', enterprise)).json();
    expect(body.code).toBe(0);
    expect(body.data.counts).toMatchObject({ draft: 1, pending: 1 });
    const pending = body.data.list.find((item: { status: string }) => item.status === 'pending');
    expect(pending.idCard).toBe('440304********8875');
    expect(pending.mobile).toBe('139****5678');
    expect((await t.get('/portal/talent/list?kind=common&status=draft', enterprise)).json().data.total).toBe(1);
    expect((await t.get('/portal/talent/list?keywords=周明', enterprise)).json().data.list[0].name).toBe('周明');
    expect(
      (await t.get('/portal/talent/list?kind=common&limit=1&currPage=2', enterprise)).json().data.list,
    ).toHaveLength(1);
    expect((await t.get('/portal/talent/list?kind=high', enterprise)).json().data.total).toBe(0);
    expect((await t.get('/portal/talent/list?status=done', enterprise)).json().code).toBe(10001);
  });
});

describe('talent filings: submit rules (one contract on both sides)', () => {
  async function submitError(overrides: Record<string, unknown>, kind: 'common' | 'high' | 'graduates' = 'common') {
    const payload = await validFiling(t, enterprise, kind, overrides);
    const response = await t.post('/portal/talent/submit', payload, enterprise);
    expect(response.statusCode).toBe(400);
    return response.json().msg as string;
  }

  it('checks the ID number, the birth date and the gender against it', async () => {
    expect(await submitError({ idCard: '330106199003071237' })).toBe('请输入正确的身份证号码');
    expect(await submitError({ idCard: '33010619900307123' })).toBe('请输入正确的身份证号码');
    expect(await submitError({ birthDate: '1990-03-08' })).toBe('出生日期与身份证号码不一致');
    expect(await submitError({ gender: 'female' })).toBe('性别与身份证号码不一致');
    expect(await submitError({ idCard: '' })).toBe('请输入身份证号码');
  });

  it('checks contact details, dates and attachments', async () => {
    expect(await submitError({ mobile: '12345678901' })).toBe('请输入正确的手机号码');
    expect(await submitError({ email: 'chen@' })).toBe('邮箱：请输入正确的邮箱地址');
    expect(await submitError({ entryDate: '2099-01-01' })).toBe('入职日期不能晚于今天');
    expect(await submitError({ entryDate: '2005-01-01' })).toBe('入职日期与出生日期不符（入职时应年满 16 周岁）');
    expect(await submitError({ education: '' })).toBe('请选择学历');
    expect(await submitError({ resumeFiles: [] })).toBe('请上传个人简历');
    expect(await submitError({ certificateFiles: [{ filePath: '/uploads/not-there.png' }] })).toBe(
      '附件不存在，请重新上传',
    );
  });

  it('checks the high-level and graduate fields', async () => {
    expect(await submitError({ talentCategory: '' }, 'high')).toBe('请选择人才类别');
    expect(await submitError({ talentCategory: 'F' }, 'high')).toBe('请选择人才类别');
    expect(await submitError({ achievements: '' }, 'high')).toBe('请填写代表性成果');
    expect(await submitError({ supportingFiles: [] }, 'high')).toBe('请上传佐证材料');
    expect(await submitError({ school: '' }, 'graduates')).toBe('请输入毕业院校');
    expect(await submitError({ graduationYear: '2000' }, 'graduates')).toBe('毕业年份与出生日期不符');
    expect(await submitError({ degree: '' }, 'graduates')).toBe('请选择学位');
    expect(await submitError({ diplomaNumber: '编号12' }, 'graduates')).toBe('毕业证书编号为 6-30 位字母或数字');
  });

  it('keeps only the chosen kind’s fields and refuses a second filing of the same person', async () => {
    const payload = await validFiling(t, enterprise, 'common', {
      idCard: IDS.female1992,
      birthDate: '1992-08-15',
      gender: 'female',
      school: '不该保存',
    });
    const id = await submitFiling(t, enterprise, payload);
    expect((await t.get(`/portal/talent/detail?id=${id}`, enterprise)).json().data.school).toBe('');
    const twin = await t.post('/portal/talent/submit', payload, enterprise);
    expect(twin.json()).toEqual({ code: 10007, msg: '该人员已有普通人才登记（身份证号码重复）' });
  });
});

describe('talent filings: isolation and roles', () => {
  let ownId: number;
  beforeAll(async () => {
    ownId = await submitFiling(
      t,
      enterprise,
      await validFiling(t, enterprise, 'high', { ...HAN_XUE, entryDate: '2020-03-01' }),
    );
  });

  it("answers 10009 for another organisation's filing id", async () => {
    const detail = await t.get(`/portal/talent/detail?id=${ownId}`, other);
    expect(detail.statusCode).toBe(404);
    expect(detail.json()).toEqual({ code: 10009, msg: '记录不存在' });
    const edit = await t.post('/portal/talent/save', { id: ownId, kind: 'high', name: '篡改' }, other);
    expect(edit.json()).toEqual({ code: 10009, msg: '记录不存在' });
    const submit = await t.post('/portal/talent/submit', await validFiling(t, other, 'high', { id: ownId }), other);
    expect(submit.json()).toEqual({ code: 10009, msg: '记录不存在' });
    expect((await t.get('/portal/talent/list', other)).json().data.total).toBe(0);
    expect((await t.get('/portal/talent/detail?id=999999', enterprise)).json().code).toBe(10009);
  });

  it('keeps each side to its role (10005)', async () => {
    expect((await t.post('/portal/talent/save', { kind: 'common', name: '某人' }, reviewer)).json().code).toBe(10005);
    expect((await t.get('/portal/talent/review/list', enterprise)).json().code).toBe(10005);
    expect(
      (await t.post('/portal/talent/review/decide', { id: ownId, decision: 'approve' }, enterprise)).json(),
    ).toEqual({
      code: 10005,
      msg: '没有权限访问该功能',
    });
    expect((await t.post('/portal/talent/save', { kind: 'common', name: '某人' }, admin)).json()).toEqual({
      code: 10005,
      msg: '只有单位账号可以办理人才登记',
    });
    expect((await t.get('/portal/talent/list')).json().code).toBe(10004);
  });

  it('lets the admin see every organisation’s filings', async () => {
    await t.post('/portal/talent/save', { kind: 'graduates', name: '学院草稿' }, other);
    const body = (await t.get('/portal/talent/list?limit=100', admin)).json().data;
    expect(new Set(body.list.map((item: { orgName: string }) => item.orgName))).toEqual(
      new Set(['杭州云杉智造科技有限公司', '星桥职业技术学院']),
    );
  });
});

describe('talent filings: review', () => {
  let approveId: number;
  let rejectId: number;
  beforeAll(async () => {
    approveId = await submitFiling(
      t,
      enterprise,
      await validFiling(t, enterprise, 'graduates', {
        name: '王浩',
        idCard: IDS.male1998,
        birthDate: '1998-06-16',
        graduationYear: '2020',
        entryDate: '2020-07-01',
      }),
    );
    rejectId = await submitFiling(t, other, await validFiling(t, other, 'graduates', { name: '李娜' }));
  });

  it('lists submitted filings of every organisation, never drafts', async () => {
    const body = (await t.get('/portal/talent/review/list?kind=graduates&status=pending', reviewer)).json().data;
    expect(body.list.map((item: { name: string }) => item.name).sort()).toEqual(['李娜', '王浩']);
    expect(body.list[0].idCard).toMatch(/\*{8}/);
    const all = (await t.get('/portal/talent/review/list?limit=100', reviewer)).json().data;
    expect(all.counts.draft).toBe(0);
    expect(all.list.some((item: { status: string }) => item.status === 'draft')).toBe(false);
    expect((await t.get('/portal/talent/review/list?keywords=星桥职业', reviewer)).json().data.list[0].name).toBe(
      '李娜',
    );
    expect((await t.get(`/portal/talent/detail?id=${approveId}`, reviewer)).json().data.idCard).toBe(IDS.male1998);
    const draft = (await t.get('/portal/talent/list?status=draft', enterprise)).json().data.list[0];
    expect((await t.get(`/portal/talent/detail?id=${draft.id}`, reviewer)).json().code).toBe(10009);
  });

  it('approves once: e-mail to the organisation, the decision on the ledger', async () => {
    const before = await todayTransactions(t, enterprise);
    const response = await t.post('/portal/talent/review/decide', { id: approveId, decision: 'approve' }, reviewer);
    expect(response.json()).toEqual({ code: 0, msg: '已通过该人才登记' });
    expect(await todayTransactions(t, enterprise)).toBe(before + 2);
    expect(await ledgerKinds()).toContain('talent.decided');
    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'talent-decision'));
    expect(mail).toMatchObject({
      recipients: 'enterprise01@example.com',
      subject: '【星桥链数】高校毕业生登记已通过审核：王浩',
    });
    const detail = (await t.get(`/portal/talent/detail?id=${approveId}`, enterprise)).json().data;
    expect(detail).toMatchObject({ status: 'approved', reviewerName: 'reviewer', reviewReason: null });

    const twice = await t.post(
      '/portal/talent/review/decide',
      { id: approveId, decision: 'reject', reason: '重复' },
      reviewer,
    );
    expect(twice.json()).toEqual({ code: 10007, msg: '该申请已被审核，不能重复处理' });
    expect(
      (await t.post('/portal/talent/review/decide', { id: 999999, decision: 'approve' }, reviewer)).json().code,
    ).toBe(10009);
  });

  it('rejects with a reason; the organisation edits and resubmits', async () => {
    const noReason = await t.post('/portal/talent/review/decide', { id: rejectId, decision: 'reject' }, reviewer);
    expect(noReason.json()).toEqual({ code: 10001, msg: '驳回原因：请填写驳回原因' });
    const rejected = await t.post(
      '/portal/talent/review/decide',
      { id: rejectId, decision: 'reject', reason: '毕业证书扫描件不清晰' },
      admin,
    );
    expect(rejected.json()).toEqual({ code: 0, msg: '已驳回该人才登记' });
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipients, 'other01@example.com'));
    const mail = mails.find((row) => row.kind === 'talent-decision');
    expect(mail?.subject).toBe('【星桥链数】高校毕业生登记未通过审核：李娜');
    expect(mail?.textBody).toContain('原因：毕业证书扫描件不清晰');

    const detail = (await t.get(`/portal/talent/detail?id=${rejectId}`, other)).json().data;
    expect(detail).toMatchObject({ status: 'rejected', reviewReason: '毕业证书扫描件不清晰' });
    const resubmitted = await t.post(
      '/portal/talent/submit',
      await validFiling(t, other, 'graduates', { id: rejectId, name: '李娜' }),
      other,
    );
    expect(resubmitted.json().code).toBe(0);
    expect((await t.get(`/portal/talent/detail?id=${rejectId}`, other)).json().data).toMatchObject({
      status: 'pending',
      reviewReason: null,
    });
  });
});
