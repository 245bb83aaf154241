/**
 * The bench's generated years of data (scripts/bench-scale/seed.ts) hold a valid ledger: every row's
 * events with payloads built by the server's builders, hashes and blocks of 10, so that `GET /portal/chain/verify`
 * passes on a bench database and the explorer finds its blocks and transactions.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/src/db/client';
import { seedScale } from '../../scripts/bench-scale/seed';
import { createTestApp, loginSeededAccounts, START, type TestApp } from './support/app';
import { ownerDb } from './support/ledger';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // The seed drops and rebuilds indexes: on PostgreSQL that is the owner's right, not the app role's.
  await seedScale(ownerDb(t), { organisations: 20, leads: 2_000, filings: 400, rewards: 100 }, START, () => undefined);
});
afterAll(async () => {
  await t?.close();
});

describe('bench seed', () => {
  it('writes a chain that verifies, blocks of 10 in id order, and the explorer reads it', async () => {
    const verify = (await t.get('/portal/chain/verify')).json();
    expect(verify.msg).toBe('账本校验通过');
    expect(verify.data).toMatchObject({ ok: true, pending: 0 });
    const [events] = rowsOf<{ n: number; sealed: number }>(
      await t.app.db.execute(sql`select count(*)::int as n, count(block_height)::int as sealed from ledger_events`),
    );
    // 2,000 leads, 20 registrations with their approval, 380 submitted filings (+ 342 decided), 100 rewards (+ 90).
    expect(events!.sealed).toBe(events!.n);
    expect(verify.data.checkedTransactions).toBe(events!.n);
    expect(events!.n).toBeGreaterThan(2_000 + 40 + 380 + 100);
    const sizes = rowsOf<{ tx_count: number; blocks: number }>(
      await t.app.db.execute(
        sql`select tx_count, count(*)::int as blocks from ledger_blocks group by tx_count order by tx_count`,
      ),
    );
    expect(sizes.filter((row) => row.tx_count === 10)[0]!.blocks).toBeGreaterThan(Math.floor(events!.n / 10) - 3);

    const { enterprise } = await loginSeededAccounts(t);
    const blocks = (await t.get('/portal/chain/blocks?currPage=1&limit=10', enterprise)).json().data;
    // The sign-ins after the check are audited, and audit rows are ledger transactions: they may open one block.
    expect(blocks.total - verify.data.height).toBeGreaterThanOrEqual(0);
    expect(blocks.total - verify.data.height).toBeLessThanOrEqual(1);
    const block = (await t.get(`/portal/chain/block?height=${Math.floor(blocks.total / 2)}`)).json().data;
    expect(block.transactions).toHaveLength(block.txCount);
    const tx = (await t.get(`/portal/chain/tx?hash=${block.transactions[3].txHash}`)).json().data;
    expect(tx).toMatchObject({ index: 3, block: { height: block.height, merkleRoot: block.merkleRoot } });
  });
});
