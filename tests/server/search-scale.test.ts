/**
 * List totals counted up to a cap (exact below it, "more than" above it, exact from the
 * tallies whatever the size), keywords of two characters served by the bigram index and equal to searching column
 * by column, and keywords of one character refused in Chinese.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/src/db/client';
import { leads } from '../../server/src/db/schema';
import { prefixPattern } from '../../server/src/lib/like';
import { createTestApp, loginSeededAccounts, type TestApp } from './support/app';

/** Small, so that a test reaches it with a few dozen rows. */
const CAP = 25;

let t: TestApp;
let admin: string;
let reviewer: string;

beforeAll(async () => {
  t = await createTestApp({ config: { listCountCap: CAP } });
  ({ admin, reviewer } = await loginSeededAccounts(t));
});
afterAll(async () => {
  await t?.close();
});

interface LeadFields {
  name: string;
  phone: string;
  company: string;
  content: string;
  application: string;
  source: string;
  status: 'new' | 'contacted' | 'closed';
}

/** Replaces every lead with these, one second apart (newest last). */
async function replaceLeads(rows: readonly LeadFields[]): Promise<void> {
  await t.app.db.execute(sql`delete from leads`);
  if (rows.length === 0) return;
  await t.app.db.execute(sql`
    insert into leads (kind, source, application, name, phone, company_name, content, email, ip, status, note,
                       contact_time, created_at, updated_at)
    select 'contact', r.source, r.application, r.name, r.phone, r.company, r.content, '', '', r.status, '', '',
           timestamptz '2026-11-01 10:00:00+08' + r.n * interval '1 second', now()
    from json_to_recordset(${JSON.stringify(rows.map((row, n) => ({ ...row, n })))}::json)
         as r(n int, source text, application text, name text, phone text, company text, content text, status text)`);
}

const leadList = async (query: string, token = admin) =>
  (await t.get(`/portal/leads/list?limit=100&${query}`, token)).json();

describe('list totals up to a cap', () => {
  it('exact up to the cap; over it the total is "more than" and the counts per status are lower bounds', async () => {
    const rows: LeadFields[] = [];
    const lead = (source: string, status: LeadFields['status']): LeadFields => ({
      name: '访客',
      phone: '13800000000',
      company: '示例公司',
      content: '',
      application: '',
      source,
      status,
    });
    for (let i = 0; i < 30; i += 1) rows.push(lead('/solution?id=2', i % 3 === 0 ? 'new' : 'closed'));
    for (let i = 0; i < 8; i += 1) rows.push(lead('/case', 'contacted'));
    await replaceLeads(rows);

    // 8 match: everything exact.
    const few = (await leadList(`source=${encodeURIComponent('/case')}`)).data;
    expect(few).toMatchObject({
      total: 8,
      totalCapped: false,
      counts: { new: 0, contacted: 8, closed: 0 },
      countsCapped: false,
    });

    // 30 match, the cap is 25: "more than 25", counts read from the first 26 rows.
    const many = (await leadList(`source=${encodeURIComponent('/solution')}`)).data;
    expect(many).toMatchObject({ total: CAP, totalCapped: true, countsCapped: true });
    expect(many.counts.new + many.counts.contacted + many.counts.closed).toBe(CAP + 1);
    expect(many.counts.new).toBeLessThanOrEqual(10);
    expect(many.counts.closed).toBeLessThanOrEqual(20);
    // Every row stays reachable: the first page and the page that holds the 26th row.
    expect(many.list).toHaveLength(30);

    // A chosen status under the cap is counted on its own, exactly.
    const chosen = (await leadList(`source=${encodeURIComponent('/solution')}&status=new`)).data;
    expect(chosen).toMatchObject({ total: 10, totalCapped: false, countsCapped: true });
    expect(chosen.list).toHaveLength(10);

    // Without a filter the tallies answer: exact, whatever the cap.
    const all = (await leadList('')).data;
    expect(all).toMatchObject({
      total: 38,
      totalCapped: false,
      counts: { new: 10, contacted: 8, closed: 20 },
      countsCapped: false,
    });
  });

  it('talent and reward lists and the audit log count the same way', async () => {
    const [{ owner } = { owner: 0 }] = rowsOf<{ owner: number }>(
      await t.app.db.execute(sql`select id as owner from users where username = 'enterprise01'`),
    );
    await t.app.db.execute(sql`
      insert into talent_filings (user_id, kind, status, name, submitted_at, created_at, updated_at)
      select ${owner}, 'common', case when i % 2 = 0 then 'pending' else 'approved' end, '批量人才' || i, now(), now(), now()
      from generate_series(1, 40) i`);
    const search = (
      await t.get(`/portal/talent/review/list?keywords=${encodeURIComponent('批量人才')}`, reviewer)
    ).json().data;
    expect(search).toMatchObject({ total: CAP, totalCapped: true, countsCapped: true });
    const pending = (
      await t.get(`/portal/talent/review/list?keywords=${encodeURIComponent('批量人才')}&status=pending`, reviewer)
    ).json().data;
    expect(pending).toMatchObject({ total: 20, totalCapped: false });
    // No keyword: the tallies.
    const queue = (await t.get('/portal/talent/review/list', reviewer)).json().data;
    expect(queue).toMatchObject({ totalCapped: false, countsCapped: false });
    expect(queue.total).toBeGreaterThan(CAP);

    const rewards = (
      await t.get(`/portal/reward/review/list?keywords=${encodeURIComponent('不存在的人')}`, reviewer)
    ).json().data;
    expect(rewards).toMatchObject({ total: 0, totalCapped: false, countsCapped: false });

    await t.app.db.execute(sql`
      insert into audit_log (at, actor_name, action, summary)
      select now(), 'admin', 'auth.login', '登录成功' from generate_series(1, ${CAP + 5})`);
    const audit = (await t.get('/portal/audit/list?limit=10', admin)).json().data;
    expect(audit).toMatchObject({ total: CAP, totalCapped: true });
    const recent = (await t.get(`/portal/audit/list?keywords=${encodeURIComponent('不存在')}`, admin)).json().data;
    expect(recent).toMatchObject({ total: 0, totalCapped: false });
  });
});

describe('keywords', () => {
  it('one character is refused in Chinese on the large lists (10001), two are searched', async () => {
    for (const path of [
      '/portal/leads/list',
      '/portal/leads/export',
      '/portal/talent/list',
      '/portal/talent/review/list',
      '/portal/reward/list',
      '/portal/reward/review/list',
    ]) {
      const response = await t.get(
        `${path}?keywords=${encodeURIComponent('张')}`,
        path.includes('review') ? reviewer : admin,
      );
      expect(response.statusCode, path).toBe(400);
      expect(response.json(), path).toEqual({ code: 10001, msg: '关键词：请输入至少 2 个字' });
    }
    // Spaces around it do not count; an emoji is one character, not two UTF-16 units.
    expect((await leadList(`keywords=${encodeURIComponent(' 张 ')}`)).code).toBe(10001);
    expect((await leadList(`keywords=${encodeURIComponent('😀')}`)).code).toBe(10001);
    expect((await leadList(`keywords=${encodeURIComponent('张伟')}`)).code).toBe(0);
  });

  it('two and three characters find what ILIKE column by column finds (random data, any case, caseless keywords by LIKE, wildcards, controls)', async () => {
    // A line feed joins the columns in the indexes and chr(1) cuts the bigrams: both asked too.
    const alphabet = ['张', '伟', '李', '娜', 'a', 'A', 'b', 'é', 'É', '1', '%', '_', ' ', '\n', '\u0001'];
    const text = fc.array(fc.constantFrom(...alphabet), { maxLength: 6 }).map((chars) => chars.join(''));
    const row = fc.record({
      name: text,
      phone: text,
      company: text,
      content: text,
      application: text,
      source: fc.constant('/index'),
      status: fc.constantFrom('new' as const, 'closed' as const),
    });
    const keyword = fc
      .array(fc.constantFrom(...alphabet), { minLength: 2, maxLength: 3 })
      .map((chars) => chars.join(''))
      .filter((word) => word.trim().length >= 2 && word.trim() === word);
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { minLength: 1, maxLength: 40 }),
        fc.array(keyword, { minLength: 1, maxLength: 4 }),
        async (rows, words) => {
          await replaceLeads(rows);
          for (const word of words) {
            const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
            const expected = rowsOf<{ id: number }>(
              await t.app.db.execute(sql`
              select id from leads
              where name ilike ${pattern} or phone ilike ${pattern} or company_name ilike ${pattern}
                 or content ilike ${pattern} or application ilike ${pattern}
              order by created_at desc, id desc`),
            ).map((found) => Number(found.id));
            const answer = (await leadList(`keywords=${encodeURIComponent(word)}`)).data;
            expect(
              answer.list.map((lead: { id: number }) => lead.id),
              word,
            ).toEqual(expected);
            expect(answer.total, word).toBe(Math.min(expected.length, CAP));
            expect(answer.totalCapped, word).toBe(expected.length > CAP);
          }
        },
      ),
      { numRuns: 15 },
    );
  });

  it('a keyword never spans two columns; chr(1), which bigrams() cuts with, is found like any character', async () => {
    const row = (name: string, phone: string, content = ''): LeadFields => ({
      name,
      phone,
      company: '',
      content,
      application: '',
      source: '/index',
      status: 'new',
    });
    await replaceLeads([row('甲a', 'b乙'), row('丙', '', '说a\nb明'), row('x\u0001y', ''), row('Q\u0001\u0001', '')]);
    const names = async (keywords: string) =>
      (await leadList(`keywords=${encodeURIComponent(keywords)}`)).data.list.map((lead: { name: string }) => lead.name);
    // 甲a + line feed + b乙 is what the index holds; the keyword is in neither column.
    expect(await names('a\nb')).toEqual(['丙']);
    expect(await names('\u0001y')).toEqual(['x\u0001y']);
    expect(await names('X\u0001')).toEqual(['x\u0001y']);
    expect(await names('y\u0001')).toEqual([]);
    expect(await names('\u0001\u0001')).toEqual(['Q\u0001\u0001']);
  });

  it('the bigram index serves a two-character keyword; bigrams() cuts the lower-cased pairs', async () => {
    const searched = sql.raw(
      `(name || chr(10) || phone || chr(10) || company_name || chr(10) || content || chr(10) || application)`,
    );
    await t.app.db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = rowsOf<{ 'QUERY PLAN': string }>(
        await t.app.db.execute(
          sql`explain select id from leads where bigrams(${searched}) @> bigrams('张伟') and ${searched} ilike '%张伟%'`,
        ),
      );
      expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('leads_search_bigram_idx');
    } finally {
      await t.app.db.execute(sql`reset enable_seqscan`);
    }
    const bigrams = async (text: string) =>
      rowsOf<{ b: string[] }>(await t.app.db.execute(sql`select bigrams(${text}::text) as b`))[0]!.b.sort();
    expect(await bigrams('AbCab')).toEqual(['ab', 'ab', 'bc', 'ca']);
    expect(await bigrams('张伟')).toEqual(['张伟']);
    expect(await bigrams('张')).toEqual([]);
  });

  it('the source filter is a range of the prefix index (as the inbox sends it: a bound pattern)', async () => {
    await t.app.db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = rowsOf<{ 'QUERY PLAN': string }>(
        await t.app.db.execute(
          sql`explain select id from leads where lower(${leads.source}) like ${prefixPattern('/solution')}`,
        ),
      );
      const text = plan.map((line) => line['QUERY PLAN']).join('\n');
      expect(text).toContain('leads_source_prefix_idx');
      expect(text).toMatch(/~>=~ '\/solution'/); // a range, not a filter over every entry
    } finally {
      await t.app.db.execute(sql`reset enable_seqscan`);
    }
  });

  it('talent filings: a two-character name is found by the review search', async () => {
    const [{ owner } = { owner: 0 }] = rowsOf<{ owner: number }>(
      await t.app.db.execute(sql`select id as owner from users where username = 'enterprise01'`),
    );
    await t.app.db.execute(sql`
      insert into talent_filings (user_id, kind, status, name, id_card, submitted_at, created_at, updated_at)
      values (${owner}, 'common', 'pending', '张伟', '330106199003070011', now(), now(), now()),
             (${owner}, 'common', 'pending', '张大伟', '330106199003070022', now(), now(), now())`);
    const found = (await t.get(`/portal/talent/review/list?keywords=${encodeURIComponent('张伟')}`, reviewer)).json()
      .data;
    const names = found.list.map((item: { name: string }) => item.name);
    expect(names).toContain('张伟');
    expect(names).not.toContain('张大伟');
    const byId = (await t.get('/portal/talent/review/list?keywords=22', reviewer)).json().data;
    expect(byId.list.map((item: { name: string }) => item.name)).toContain('张大伟');
  });
});
