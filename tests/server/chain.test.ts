import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerBlocks, ledgerEvents } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('enterprise01', 'Demo#2026', true);
});
afterAll(async () => {
  await t?.close();
});

const lead = (index: number) => ({ name: `访客${index}`, phone: '13912340001', companyName: '示例公司' });

describe('chain figures from the ledger', () => {
  let seeded: number;
  it("starts with the seed's events only: the demo organisation's registration and the trace sample", async () => {
    seeded = (await t.get('/portal/chain/blockNumber', token)).json().data;
    const all = await t.app.db.select({ kind: ledgerEvents.kind }).from(ledgerEvents);
    // Besides the seed's events, the audit row of beforeAll's sign-in (audit rows are transactions too, D12).
    expect(all.filter((event) => event.kind === 'audit.recorded')).toHaveLength(1);
    const events = all.filter((event) => event.kind !== 'audit.recorded');
    expect(events.every((event) => event.kind.startsWith('registration.') || event.kind === 'trace.recorded')).toBe(
      true,
    );
    expect(seeded).toBe(Math.ceil(events.length / 10));
    const series = (await t.get('/portal/chain/transactions', token)).json().data;
    expect(series).toHaveLength(30);
    expect(series[29]).toEqual({ time1: '2026-11-21', allData: all.length });
    expect(series[0]).toEqual({ time1: '2026-10-23', allData: 0 });
  });

  it('groups events into blocks of 10, or a new block after 60 s, and never seals a block again (D12)', async () => {
    // The seed's block closes 60 s after it started.
    t.clock.advance(61_000);
    for (let index = 0; index < 12; index += 1) await t.post('/index/sendCustomEmail', lead(index));
    // 12 events at the same instant: a full block of 10, then a block of 2.
    expect((await t.get('/portal/chain/blockNumber', token)).json().data).toBe(seeded + 2);
    t.clock.advance(61_000);
    await t.post('/index/sendCustomEmail', lead(99));
    expect((await t.get('/portal/chain/blockNumber', token)).json().data).toBe(seeded + 3);
    const [sealedBefore] = await t.app.db
      .select()
      .from(ledgerBlocks)
      .where(eq(ledgerBlocks.height, seeded + 3));
    t.clock.advance(30_000);
    await t.post('/index/sendCustomEmail', lead(100));
    // The block sealed 30 s ago with 1 event stays as it was: the next event goes into a new block.
    expect((await t.get('/portal/chain/blockNumber', token)).json().data).toBe(seeded + 4);
    const [sealedAfter] = await t.app.db
      .select()
      .from(ledgerBlocks)
      .where(eq(ledgerBlocks.height, seeded + 3));
    expect(sealedAfter).toEqual(sealedBefore);
    const heights = (
      await t.app.db
        .select({ h: ledgerEvents.blockHeight })
        .from(ledgerEvents)
        .where(eq(ledgerEvents.kind, 'lead.received'))
        .orderBy(ledgerEvents.id)
    ).map((row) => row.h! - seeded);
    expect(heights).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4]);
  });

  it('counts events per Shanghai day for the last 30 days', async () => {
    const before = (await t.get('/portal/chain/transactions', token)).json().data.at(-1).allData;
    // 2026-11-21 23:59:30 Shanghai is still the 21st; 60 s later it is the 22nd.
    t.clock.current = new Date('2026-11-21T23:59:30+08:00');
    await t.post('/index/sendCustomEmail', lead(1));
    t.clock.advance(60_000);
    await t.post('/index/sendCustomEmail', lead(2));
    await t.post('/index/sendCustomEmail', lead(3));
    const series = (await t.get('/portal/chain/transactions', token)).json().data;
    expect(series).toHaveLength(30);
    expect(series.at(-1)).toEqual({ time1: '2026-11-22', allData: 2 });
    expect(series.at(-2)).toEqual({ time1: '2026-11-21', allData: before + 1 });
    expect(series.reduce((sum: number, day: { allData: number }) => sum + day.allData, 0)).toBe(before + 3);
  });
});
