import { describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { auditLog, leads, users } from '../../server/src/db/schema';
import { BASE, registerOrganisation, type TestApp, type SeededTokens, withSeededApp } from './support/app';
import { ownerDb } from './support/ledger';

let t: TestApp;
let tokens: SeededTokens;
withSeededApp((app, seeded) => {
  t = app;
  tokens = seeded;
});

const rowsOf = (action: string) =>
  t.app.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
const countOf = async (action: string) => (await rowsOf(action)).length;
const getAs = (url: string, token: string | undefined, remoteAddress = '127.0.0.1') =>
  t.inject({
    method: 'GET',
    url: BASE + url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress,
  });
const postAs = (url: string, payload: object, token: string, remoteAddress = '127.0.0.1') =>
  t.inject({ method: 'POST', url: BASE + url, payload, headers: { authorization: `Bearer ${token}` }, remoteAddress });

async function newLead(name: string): Promise<number> {
  const response = await t.post('/index/sendCustomEmail', { name, phone: '13912340001', companyName: '审计测试公司' });
  expect(response.json().code).toBe(0);
  const [row] = await t.app.db.select({ id: leads.id }).from(leads).orderBy(desc(leads.id)).limit(1);
  return row!.id;
}

describe('who may read the audit log', () => {
  it('admin only: anonymous 10004, reviewer and organisations 10005, before any validation', async () => {
    for (const url of ['/portal/audit/list', '/portal/audit/export', '/portal/audit/list?action=bogus']) {
      expect((await getAs(url, undefined)).json()).toEqual({ code: 10004, msg: '登录已过期，请重新登录' });
      for (const token of [tokens.reviewer, tokens.enterprise]) {
        const response = await getAs(url, token);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ code: 10005, msg: '没有权限访问该功能' });
      }
    }
    expect((await getAs('/portal/audit/list', tokens.admin)).json().code).toBe(0);
  });

  it('validates filters with Chinese messages (10001)', async () => {
    const cases: [string, string][] = [
      ['?action=bogus', '操作类型：操作类型不正确'],
      ['?from=2026-1-1', '开始日期：日期格式应为 YYYY-MM-DD'],
      ['?to=yesterday', '结束日期：日期格式应为 YYYY-MM-DD'],
      ['?limit=500', '每页条数：每页条数最多 100'],
      [`?actor=${'a'.repeat(51)}`, '操作人：操作人最多 50 个字符'],
    ];
    for (const [query, msg] of cases)
      expect((await getAs(`/portal/audit/list${query}`, tokens.admin)).json()).toEqual({ code: 10001, msg });
    // PostgreSQL text cannot hold U+0000: refused before any query (was a 500).
    expect((await getAs('/portal/audit/list?keywords=%00x', tokens.admin)).json()).toEqual({
      code: 10001,
      msg: '请求内容不能包含空字符',
    });
    expect(
      (await t.post('/index/sendCustomEmail', { name: 'a\u0000', phone: '13912340001', companyName: 'x' })).json(),
    ).toEqual({ code: 10001, msg: '请求内容不能包含空字符' });
    expect((await getAs('/portal/audit/export?action=bogus', tokens.admin)).json()).toEqual({
      code: 10001,
      msg: '操作类型：操作类型不正确',
    });
  });
});

describe('what is recorded', () => {
  it('sign-ins: success with the account, failure with the name tried and the IP, never the password', async () => {
    const response = await t.inject({
      method: 'POST',
      url: `${BASE}/login`,
      payload: { username: 'ghost01', password: 'Wrong#2026' },
      remoteAddress: '198.51.100.9',
    });
    expect(response.json().code).toBe(10002);
    const [failed] = await rowsOf('auth.loginFailed');
    expect(failed).toMatchObject({
      actorId: null,
      actorName: 'ghost01',
      actorRole: '',
      ip: '198.51.100.9',
      summary: '登录失败（账号密码）：账号或密码错误',
    });
    expect(JSON.stringify(failed)).not.toContain('Wrong#2026');
    await t.login('reviewer', 'Review#2026');
    const [success] = await rowsOf('auth.login');
    const [reviewer] = await t.app.db.select().from(users).where(eq(users.username, 'reviewer'));
    expect(success).toMatchObject({
      actorId: reviewer!.id,
      actorName: 'reviewer',
      actorRole: 'reviewer',
      target: `user:${reviewer!.id}`,
      summary: '登录成功（账号密码）',
    });
    expect(reviewer!.lastLoginAt?.toISOString()).toBe(t.clock.now().toISOString());
    // A phone login failure records the number masked.
    await t.post('/login', { phone: '13912345678', code: '000000' });
    expect((await rowsOf('auth.loginFailed'))[0]).toMatchObject({ actorName: '139****5678' });
  });

  it('a registration decision is recorded with the reviewer and IP; a refused second decision adds nothing', async () => {
    const id = await registerOrganisation(t, {
      username: 'audit01',
      email: 'audit01@example.com',
      phone: '13300000011',
      orgName: '杭州审计示例科技有限公司',
    });
    const before = await countOf('review.registration');
    const decided = await postAs(
      '/portal/review/decide',
      { id, decision: 'reject', reason: '证件模糊' },
      tokens.reviewer,
      '203.0.113.20',
    );
    expect(decided.json().code).toBe(0);
    const [row] = await rowsOf('review.registration');
    expect(row).toMatchObject({
      actorName: 'reviewer',
      actorRole: 'reviewer',
      ip: '203.0.113.20',
      target: `user:${id}`,
      targetName: '杭州审计示例科技有限公司',
      summary: '驳回注册申请：杭州审计示例科技有限公司（账号 audit01），原因：证件模糊',
    });
    expect(row!.at.toISOString()).toBe(t.clock.now().toISOString());
    const again = await postAs('/portal/review/decide', { id, decision: 'approve' }, tokens.reviewer);
    expect(again.json().code).toBe(10007);
    expect(await countOf('review.registration')).toBe(before + 1);
  });

  it('a lead status change is recorded; a change that fails (missing lead) leaves no row', async () => {
    const id = await newLead('审计甲');
    const changed = await postAs('/portal/leads/status', { id, status: 'contacted', note: '已电话沟通' }, tokens.admin);
    expect(changed.json().code).toBe(0);
    expect((await rowsOf('lead.status'))[0]).toMatchObject({
      actorName: 'admin',
      target: `lead:${id}`,
      summary: `线索 #${id} 状态改为“已联系”，备注：已电话沟通`,
    });
    const before = await countOf('lead.status');
    expect((await postAs('/portal/leads/status', { id: 999999, status: 'closed' }, tokens.admin)).json().code).toBe(
      10009,
    );
    expect(await countOf('lead.status')).toBe(before);
  });

  it('when the audit row cannot be written, the change it records rolls back', async () => {
    const id = await newLead('审计乙');
    // The owner changes the table: the application's role may not (D12).
    const owner = ownerDb(t);
    await owner.execute(sql`create function audit_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'audit insert refused (test)'; end $$`);
    await owner.execute(
      sql`create trigger audit_test_refuse before insert on audit_log for each row execute function audit_test_refuse()`,
    );
    try {
      const response = await postAs('/portal/leads/status', { id, status: 'closed', note: '不应保存' }, tokens.admin);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 50000, msg: '服务器繁忙，请稍后再试' });
    } finally {
      await owner.execute(sql`drop trigger audit_test_refuse on audit_log`);
      await owner.execute(sql`drop function audit_test_refuse()`);
    }
    const [lead] = await t.app.db.select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({ status: 'new', note: '' });
  });

  it('exports are recorded (lead export with its filters)', async () => {
    const response = await getAs('/portal/leads/export?status=new', tokens.admin);
    expect(response.statusCode).toBe(200);
    const [row] = await rowsOf('lead.export');
    expect(row!.summary).toBe('导出线索 CSV（最多 50000 条）（筛选：状态 待跟进）');
  });
});

describe('append-only', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE of audit rows', async () => {
    const total = (await t.app.db.select().from(auditLog)).length;
    expect(total).toBeGreaterThan(0);
    await expect(t.app.db.execute(sql`update audit_log set summary = 'forged'`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await t.app.db.select().from(auditLog)).length).toBe(total);
    expect((await t.app.db.select().from(auditLog).where(eq(auditLog.summary, 'forged'))).length).toBe(0);
  });
});

describe('GET /portal/audit/list', () => {
  it('filters by actor, action, Beijing dates and keywords, newest first, with paging', async () => {
    const all = (await getAs('/portal/audit/list?limit=100', tokens.admin)).json().data;
    expect(all.total).toBeGreaterThan(5);
    const times = all.list.map((entry: { at: string }) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(Object.keys(all.list[0]).sort()).toEqual(
      ['action', 'actorId', 'actorName', 'actorRole', 'at', 'id', 'ip', 'summary', 'target', 'targetName'].sort(),
    );

    const byActor = (await getAs('/portal/audit/list?actor=REVIEW&limit=100', tokens.admin)).json().data;
    expect(byActor.total).toBeGreaterThan(0);
    expect(byActor.list.every((entry: { actorName: string }) => entry.actorName === 'reviewer')).toBe(true);

    const byAction = (await getAs('/portal/audit/list?action=auth.loginFailed', tokens.admin)).json().data;
    expect(byAction.list.map((entry: { actorName: string }) => entry.actorName)).toEqual(['139****5678', 'ghost01']);

    const keywords = encodeURIComponent('证件模糊');
    const byKeywords = (await getAs(`/portal/audit/list?keywords=${keywords}`, tokens.admin)).json().data;
    expect(byKeywords.total).toBe(1);
    const byIp = (await getAs('/portal/audit/list?keywords=198.51.100.9', tokens.admin)).json().data;
    expect(byIp.list.map((entry: { actorName: string }) => entry.actorName)).toEqual(['ghost01']);

    // The test clock is 2026-11-21 10:00 in Beijing.
    expect((await getAs('/portal/audit/list?from=2026-11-21&to=2026-11-21', tokens.admin)).json().data.total).toBe(
      all.total,
    );
    expect((await getAs('/portal/audit/list?from=2026-11-22', tokens.admin)).json().data.total).toBe(0);
    expect((await getAs('/portal/audit/list?to=2026-11-20', tokens.admin)).json().data.total).toBe(0);

    const page2 = (await getAs('/portal/audit/list?currPage=2&limit=2', tokens.admin)).json().data;
    expect(page2.list.map((entry: { id: number }) => entry.id)).toEqual(
      all.list.slice(2, 4).map((entry: { id: number }) => entry.id),
    );
  });
});

describe('GET /portal/audit/export', () => {
  it('streams every matching row as CSV (more than one page), and records the export first', async () => {
    const at = t.clock.now();
    await t.app.db.insert(auditLog).values(
      Array.from({ length: 1203 }, (_, index) => ({
        at,
        actorName: 'bulk',
        action: 'lead.status',
        summary: `批量行 ${index}`,
        target: `lead:${index}`,
      })),
    );
    const response = await getAs('/portal/audit/export?actor=bulk', tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-20261121\.csv"/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('\uFEFF"编号","时间（北京时间）","操作人","角色","IP","操作类型","对象","对象名称","摘要"');
    expect(lines).toHaveLength(1 + 1203);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(1203);
    expect(lines[1]).toContain('"2026-11-21 10:00:00","bulk","","","更新线索状态"');
    const [exported] = await rowsOf('audit.export');
    expect(exported).toMatchObject({ actorName: 'admin', summary: '导出操作日志 CSV（筛选：操作人“bulk”）' });
    // Formula injection is neutralised in the export.
    await t.app.db.insert(auditLog).values({ at, actorName: '=cmd', action: 'lead.status', summary: '@SUM(1)' });
    const formula = await getAs(`/portal/audit/export?actor=${encodeURIComponent('=cmd')}`, tokens.admin);
    expect(formula.body).toContain(`"'=cmd"`);
    expect(formula.body).toContain(`"'@SUM(1)"`);
    const [unfiltered] = await rowsOf('audit.export');
    expect(unfiltered!.summary).toBe('导出操作日志 CSV（筛选：操作人“=cmd”）');
    expect(
      (
        await t.app.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'audit.export'), eq(auditLog.actorName, 'admin')))
      ).length,
    ).toBe(2);
  });
});
