import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { ledgerEvents, leads, mailOutbox } from '../../server/src/db/schema';
import { leadWriterFor } from '../../server/src/modules/leads/writer';
import { BASE, createTestApp, type TestApp } from './support/app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin#2026');
});
afterAll(async () => {
  await t?.close();
});

const contact = {
  name: '李雷',
  phone: '13912340001',
  companyName: '宁波海曙示例贸易有限公司',
  content: '想了解溯源平台的报价',
  email: 'attacker@evil.example.com',
  application: '立即咨询',
  source: '/solution?id=2',
};

describe('public lead endpoints', () => {
  it('stores a contact lead with every field, then queues mail to LEADS_TO only (no open relay)', async () => {
    const response = await t.inject({
      method: 'POST',
      url: `${BASE}/index/sendCustomEmail`,
      payload: contact,
      remoteAddress: '203.0.113.7',
    });
    expect(response.json()).toEqual({ code: 0, msg: '提交成功' });
    const [lead] = await t.app.db.select().from(leads).orderBy(desc(leads.id)).limit(1);
    expect(lead).toMatchObject({
      kind: 'contact',
      source: '/solution?id=2',
      application: '立即咨询',
      name: '李雷',
      phone: '13912340001',
      companyName: '宁波海曙示例贸易有限公司',
      content: '想了解溯源平台的报价',
      email: 'attacker@evil.example.com',
      ip: '203.0.113.7',
      status: 'new',
    });
    expect(lead!.createdAt.toISOString()).toBe(t.clock.now().toISOString());
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'lead'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipients).toBe('leads@xingqiao-chain.example.com,sales@xingqiao-chain.example.com');
    expect(mails[0]!.recipients).not.toContain('evil');
    expect(mails[0]!.subject).toBe(`【新线索 #${lead!.id}】立即咨询 - 宁波海曙示例贸易有限公司`);
    expect(mails[0]!.textBody).toContain('电话：13912340001');
    const events = await t.app.db
      .select()
      .from(ledgerEvents)
      .where(eq(ledgerEvents.ref, `lead:${lead!.id}`));
    expect(events.map((event) => event.kind)).toEqual(['lead.received']);
  });

  it('stores a home application with its product', async () => {
    const response = await t.post('/api/email/sendEmail2', {
      name: '韩梅梅',
      phone: '13712340002',
      companyName: '温州示例鞋业有限公司',
      applicationName: '区块链溯源平台',
      content: '需要为 3 条产线做溯源',
    });
    expect(response.json()).toEqual({ code: 0, msg: '提交成功' });
    const [lead] = await t.app.db.select().from(leads).orderBy(desc(leads.id)).limit(1);
    expect(lead).toMatchObject({
      kind: 'application',
      application: '区块链溯源平台',
      source: '/index',
      name: '韩梅梅',
    });
  });

  it('validates with the SPEC contact messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '姓名：请输入姓名'],
      [{ name: '名'.repeat(21) }, '姓名：20 个字符以内'],
      [{ phone: '' }, '手机号：电话号码不能为空'],
      [{ phone: '139abc' }, '手机号：请输入数字值'],
      [{ phone: '12912340001' }, '手机号：电话号码格式不正确'],
      [{ companyName: '' }, '公司名称：请输入公司名称'],
    ];
    for (const [overrides, msg] of cases) {
      const response = await t.post('/index/sendCustomEmail', { ...contact, ...overrides });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 10001, msg });
    }
    const product = await t.post('/api/email/sendEmail2', {
      name: '张三',
      phone: '13712340002',
      applicationName: '别的',
    });
    expect(product.json()).toEqual({ code: 10001, msg: '申请产品：请选择申请的产品' });
  });

  it('rate-limits leads per IP (10006, HTTP 429)', async () => {
    const limited = await createTestApp({
      config: { rateLimits: { leadsPerMin: 3, loginPerMin: 100, codesPerMin: 100, anonUploadsPerDay: 100 } },
    });
    try {
      for (let index = 0; index < 3; index += 1)
        expect((await limited.post('/index/sendCustomEmail', contact)).json().code).toBe(0);
      const fourth = await limited.post('/index/sendCustomEmail', contact);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toEqual({ code: 10006, msg: '请求过于频繁，请稍后再试' });
    } finally {
      await limited.close();
    }
  });
});

describe('leads arriving together (group commit)', () => {
  it('stores 60 simultaneous leads, each with its own ledger event and a mail naming its own lead', async () => {
    const burst = await createTestApp();
    try {
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          burst.post('/index/sendCustomEmail', {
            ...contact,
            name: `并发访客${index}`,
            phone: `139000${String(index).padStart(5, '0')}`,
          }),
        ),
      );
      expect(answers.map((answer) => answer.json().code)).toEqual(Array(60).fill(0));
      const rows = await burst.app.db.select().from(leads);
      expect(rows).toHaveLength(60);
      expect(new Set(rows.map((row) => row.name)).size).toBe(60);
      const mails = await burst.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'lead'));
      const events = await burst.app.db.select().from(ledgerEvents).where(eq(ledgerEvents.kind, 'lead.received'));
      expect(mails).toHaveLength(60);
      expect(events.map((event) => event.ref).sort()).toEqual(rows.map((row) => `lead:${row.id}`).sort());
      for (const row of rows) {
        const mail = mails.find((item) => item.subject.startsWith(`【新线索 #${row.id}】`));
        expect(mail?.textBody).toContain(`姓名：${row.name}`);
        expect(mail?.textBody).toContain(`电话：${row.phone}`);
      }
    } finally {
      await burst.close();
    }
  });

  it('a row the database refuses fails alone: its neighbours in the same batch are stored', async () => {
    const burst = await createTestApp();
    try {
      const writer = leadWriterFor(burst.app.ctx);
      const row = (name: string, userId: number | null) => ({
        kind: 'portal',
        source: '/service/inviteservice',
        application: '服务邀请',
        name,
        phone: '13900000000',
        companyName: '示例科技有限公司',
        content: '',
        email: '',
        ip: '127.0.0.1',
        userId,
        serviceKind: null,
        contactTime: '',
        createdAt: burst.clock.now(),
        ledgerKind: 'service.requested',
        mail: { subject: '#{{id}}', text: '#{{id}}', html: '#{{id}}' },
      });
      // Written in the same turn of the event loop, the four share one statement.
      const results = await Promise.allSettled([
        writer.write(row('甲', null)),
        writer.write(row('乙', null)),
        writer.write(row('丙', 987654)), // no such user: the foreign key refuses it
        writer.write(row('丁', null)),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      const names = (await burst.app.db.select().from(leads)).map((lead) => lead.name).sort();
      expect(names).toEqual(['丁', '乙', '甲'].sort());
      expect(await burst.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'lead'))).toHaveLength(3);
    } finally {
      await burst.close();
    }
  });
});

describe('admin lead inbox', () => {
  it('lists with filters, paging and counts', async () => {
    t.clock.advance(24 * 3600_000);
    admin = await t.login('admin', 'Admin#2026');
    await t.post('/index/sendCustomEmail', {
      ...contact,
      name: '王五',
      companyName: '杭州数藏文化有限公司',
      application: '限时免费：领取数字藏品平台建设方案',
      source: '/digitalCollection',
    });
    const all = (await t.get('/portal/leads/list', admin)).json();
    expect(all.code).toBe(0);
    expect(all.data.total).toBe(3);
    expect(all.data.list[0]).toMatchObject({ name: '王五', kind: 'contact', status: 'new', note: '' });
    expect(all.data.counts).toEqual({ new: 3, contacted: 0, closed: 0 });
    expect(all.data.freeSlotsTaken).toBe(1);

    const page = (await t.get('/portal/leads/list?currPage=2&limit=2', admin)).json();
    expect(page.data.list).toHaveLength(1);
    expect((await t.get('/portal/leads/list?keywords=数藏', admin)).json().data.total).toBe(1);
    // The source filter: page paths starting with what was typed, in any case, the slash optional.
    const bySource = async (source: string) =>
      (await t.get(`/portal/leads/list?source=${encodeURIComponent(source)}`, admin)).json().data.total;
    expect(await bySource('digitalCollection')).toBe(1);
    expect(await bySource('/solution')).toBe(1);
    expect(await bySource('#/SOLUTION?id=2')).toBe(1);
    expect(await bySource('/')).toBe(3);
    expect(await bySource('id=2')).toBe(0); // inside the path, not at its start
    expect(await bySource('/_ndex')).toBe(0); // LIKE's wildcards are plain characters here
    expect(await bySource('/%')).toBe(0);
    expect((await t.get('/portal/leads/list?kind=application', admin)).json().data.total).toBe(1);
    expect((await t.get('/portal/leads/list?from=2026-11-22&to=2026-11-22', admin)).json().data.total).toBe(1);
    expect((await t.get('/portal/leads/list?to=2026-11-21', admin)).json().data.total).toBe(2);
    const bad = await t.get('/portal/leads/list?from=2026/11/22', admin);
    expect(bad.json()).toEqual({ code: 10001, msg: '开始日期：日期格式应为 YYYY-MM-DD' });
  });

  it('changes status with a note; 10009 for an unknown lead', async () => {
    const [lead] = await t.app.db.select().from(leads).orderBy(desc(leads.id)).limit(1);
    const response = await t.post(
      '/portal/leads/status',
      { id: lead!.id, status: 'contacted', note: '已电话联系，约下周演示' },
      admin,
    );
    expect(response.json()).toMatchObject({
      code: 0,
      msg: '状态已更新',
      data: { id: lead!.id, status: 'contacted', note: '已电话联系，约下周演示' },
    });
    expect((await t.get('/portal/leads/list?status=contacted', admin)).json().data.total).toBe(1);
    const missing = await t.post('/portal/leads/status', { id: 999999, status: 'closed' }, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 10009, msg: '线索不存在' });
    const invalid = await t.post('/portal/leads/status', { id: lead!.id, status: 'done' }, admin);
    expect(invalid.json()).toEqual({ code: 10001, msg: '状态：状态只能是 new、contacted 或 closed' });
  });

  it('exports CSV in UTF-8 with a BOM, formulas neutralised', async () => {
    await t.post('/index/sendCustomEmail', { ...contact, content: '=HYPERLINK("http://evil")' });
    const response = await t.inject({
      method: 'GET',
      url: `${BASE}/portal/leads/export`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{8}\.csv"/);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"编号","类型","来源页面","申请项目","姓名","电话","公司名称","留言内容","访客邮箱","IP","状态","备注","提交时间"',
    );
    expect(lines).toHaveLength(5);
    expect(text).toContain('"\'=HYPERLINK(""http://evil"")"');
    expect(text).toContain('"已联系","已电话联系，约下周演示"');
  });
});

describe('the export file name', () => {
  it('carries the Beijing date the rows are written in, also between 00:00 and 08:00 Beijing time', async () => {
    const saved = t.clock.current;
    t.clock.current = new Date('2026-11-21T17:30:00Z'); // 01:30 on 22 November in Beijing
    try {
      const admin = await t.login('admin', 'Admin#2026');
      const response = await t.inject({
        method: 'GET',
        url: `${BASE}/portal/leads/export`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="leads-20261122.csv"; filename*=UTF-8''${encodeURIComponent('线索-20261122.csv')}`,
      );
    } finally {
      t.clock.current = saved;
    }
  });
});
