import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerBlocks, ledgerCheckpoints } from '../../server/src/db/schema';
import { createTestApp, type TestApp } from './support/app';
import { execute } from './support/ledger';

/**
 * D12: a sealed block is never sealed again (its hash and the checkpoint of its size never change), and the public
 * verification's result is kept until the next block: a second call does not read the ledger again.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const lead = (name: string) => t.post('/index/sendCustomEmail', { name, phone: '13912340001', companyName: '某公司' });
const height = async () => (await t.get('/portal/chain/blocks?limit=1')).json().data.total as number;

describe('no resealing, cached verification (D12)', () => {
  it('keeps a block sealed with one event as it is while later events arrive within its 60 s', async () => {
    t.clock.advance(61_000);
    await lead('甲');
    const first = await height();
    const [sealed] = await t.app.db.select().from(ledgerBlocks).where(eq(ledgerBlocks.height, first));
    const checkpoints = await t.app.db.select().from(ledgerCheckpoints);
    // 1 s, 10 s, 30 s and 59 s after it was sealed.
    for (const step of [1, 9, 20, 29]) {
      t.clock.advance(step * 1000);
      await lead(`乙${step}`);
      expect(await height()).toBeGreaterThan(first);
      const [again] = await t.app.db.select().from(ledgerBlocks).where(eq(ledgerBlocks.height, first));
      expect(again).toEqual(sealed);
    }
    // Every checkpoint signed before is still there, unchanged: a block's hash and a tree head are signed once.
    const later = await t.app.db.select().from(ledgerCheckpoints);
    for (const checkpoint of checkpoints) expect(later).toContainEqual(checkpoint);
  });

  it('answers a second verification from the first one until the next block', async () => {
    const first = (await t.get('/portal/chain/verify')).json();
    expect(first.data.ok).toBe(true);
    // Changed behind the server without a new event or block: a recomputation would notice, the cached answer not.
    const [block] = await t.app.db.select().from(ledgerBlocks).where(eq(ledgerBlocks.height, first.data.height));
    await execute(t, `update ledger_blocks set merkle_root = '${'a'.repeat(64)}' where height = ${block!.height}`);
    const second = (await t.get('/portal/chain/verify')).json();
    expect(second).toEqual(first);
    // The next block: verified again, and the change is found.
    await lead('丙');
    const third = (await t.get('/portal/chain/verify')).json();
    expect(third.data).toMatchObject({ ok: false, firstBadHeight: block!.height });
    await execute(t, `update ledger_blocks set merkle_root = '${block!.merkleRoot}' where height = ${block!.height}`);
  });
});
