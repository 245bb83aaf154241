/**
 * Large data: the exact totals kept by triggers (row_tallies) agree with counting after inserts, updates
 * and deletes; keyword search on the trigram expression finds the same rows as column by column; the CSV export
 * streams every row once, in order, across batches and equal timestamps.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/src/db/client';
import { leads } from '../../server/src/db/schema';
import { housekeeping } from '../../server/src/lib/housekeeping';
import { tallyByStatus } from '../../server/src/db/search';
import { EXPORT_MAX_ROWS } from '../../server/src/modules/leads/service';
import { BASE, createTestApp, loginSeededAccounts, type TestApp } from './support/app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await loginSeededAccounts(t));
});
afterAll(async () => {
  await t?.close();
});

/** Leads in one statement, 7 to a timestamp, so that batch boundaries fall inside a group (ties broken by id). */
async function bulkLeads(total: number): Promise<void> {
  await t.app.db.execute(sql`
    insert into leads (kind, source, application, name, phone, company_name, content, email, ip, status, note,
                       contact_time, created_at, updated_at)
    select case when i % 3 = 0 then 'application' else 'contact' end, '/index', '', '批量' || i, '138' || lpad(i::text, 8, '0'),
           case when i % 7 = 0 then '杭州云杉科技有限公司' else '宁波示例有限公司' end,
           case when i % 11 = 0 then '100%_折扣' else '普通留言' end, '', '', 'new', '', '',
           timestamptz '2026-11-20 10:00:00+08' + (i / 7) * interval '1 second', now()
    from generate_series(1, ${total}) i`);
}

async function countedByStatus(): Promise<Record<string, number>> {
  const rows = await t.app.db.select({ status: leads.status, n: count() }).from(leads).groupBy(leads.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

describe('large lists', () => {
  it('the tallies stay equal to counting through inserts, status changes and deletes', async () => {
    await bulkLeads(2_345);
    const tallied = async () => Object.fromEntries(await tallyByStatus(t.app.db, 'leads'));
    expect(await tallied()).toEqual(await countedByStatus());
    await t.app.db.execute(sql`update leads set status = 'contacted' where id % 5 = 0`);
    await t.app.db.execute(sql`update leads set status = 'closed', kind = 'portal' where id % 13 = 0`);
    await t.app.db.execute(sql`update leads set note = 'no change of status' where id % 2 = 0`);
    await t.app.db.execute(sql`delete from leads where id % 17 = 0`);
    expect(await tallied()).toEqual(await countedByStatus());
    const inbox = (await t.get('/portal/leads/list?limit=5', admin)).json().data;
    const counted = await countedByStatus();
    expect(inbox.counts).toEqual({
      new: counted.new ?? 0,
      contacted: counted.contacted ?? 0,
      closed: counted.closed ?? 0,
    });
    expect(inbox.total).toBe(Object.values(counted).reduce((sum, n) => sum + n, 0));
    const [portal] = await t.app.db.select({ n: count() }).from(leads).where(eq(leads.kind, 'portal'));
    const byKind = (await t.get('/portal/leads/list?kind=portal&limit=5', admin)).json().data;
    expect(byKind.total).toBe(Number(portal!.n));
  });

  it('keyword search: the indexed expression finds what searching column by column finds, wildcards literal', async () => {
    const search = async (keywords: string) =>
      (await t.get(`/portal/leads/list?limit=100&keywords=${encodeURIComponent(keywords)}`, admin)).json().data;
    const columnByColumn = async (pattern: string) => {
      const [row] = await t.app.db
        .select({ n: count() })
        .from(leads)
        .where(
          sql`${leads.name} ilike ${pattern} or ${leads.phone} ilike ${pattern} or ${leads.companyName} ilike ${pattern} or ${leads.content} ilike ${pattern} or ${leads.application} ilike ${pattern}`,
        );
      return Number(row!.n);
    };
    expect((await search('云杉科技')).total).toBe(await columnByColumn('%云杉科技%'));
    expect((await search('00001')).total).toBe(await columnByColumn('%00001%'));
    // % and _ are literal characters, not wildcards.
    expect((await search('100%_')).total).toBe(await columnByColumn('%100\\%\\_%'));
    expect((await search('0%1')).total).toBe(0);
    // A keyword spanning two columns (with the line feed that joins them in the index) matches nothing.
    expect((await search('有限公司\n普通')).total).toBe(0);
  });

  it('the export streams every matching row once, newest first, across batches and equal timestamps', async () => {
    const response = await t.inject({
      method: 'GET',
      url: `${BASE}/portal/leads/export`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\r\n').slice(1, -1);
    const ids = lines.map((line) => Number(/^"(\d+)"/.exec(line)?.[1]));
    const expected = rowsOf<{ id: number }>(
      await t.app.db.execute(sql`select id from leads order by created_at desc, id desc limit ${EXPORT_MAX_ROWS}`),
    );
    expect(ids).toEqual(expected.map((row) => Number(row.id)));
    const filtered = await t.inject({
      method: 'GET',
      url: `${BASE}/portal/leads/export?status=contacted&keywords=${encodeURIComponent('批量')}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const [contacted] = await t.app.db
      .select({ n: count() })
      .from(leads)
      .where(sql`${leads.status} = 'contacted' and ${leads.name} like '批量%'`);
    expect(filtered.body.split('\r\n').length - 2).toBe(Number(contacted!.n));
  });

  it('PGlite (no autovacuum) gets VACUUM (ANALYZE) once a night from the housekeeping; PostgreSQL does its own', async () => {
    t.clock.current = new Date('2026-11-22T03:20:00+08:00');
    expect((await housekeeping(t.app.ctx)).vacuumed).toBe(t.database.kind === 'pglite');
    t.clock.current = new Date('2026-11-22T04:20:00+08:00');
    expect((await housekeeping(t.app.ctx)).vacuumed).toBe(false);
  });
});
