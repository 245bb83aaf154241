import { count, desc } from 'drizzle-orm';
import type { VerifyResult } from '#contracts/chain';
import { ZERO_HASH, type Digest } from '#utils/ledger-hash';
import type { Db } from '../../db/client';
import { ledgerBlocks, ledgerEvents } from '../../db/schema';
import { nodeDigest } from '../../lib/crypto';
import { verifyChain, verifyPending, verifyTree } from './verify-blocks';
import { verifyRecords } from './verify-records';
import { Findings } from './verify-shared';

/**
 * Recomputes the whole ledger from the database (D9): every payload from the rows it records, every payload hash,
 * transaction hash, Merkle root, block hash and prev link, and that every record has its events. Reads in pages of
 * short transactions, so it neither holds the database nor grows in memory. Names the first bad block.
 */
export async function verifyLedger(db: Db, digest: Digest = nodeDigest): Promise<VerifyResult & { detail?: string }> {
  const [head] = await db
    .select({ height: ledgerBlocks.height, hash: ledgerBlocks.hash })
    .from(ledgerBlocks)
    .orderBy(desc(ledgerBlocks.height))
    .limit(1);
  const height = head?.height ?? 0;
  const findings = new Findings();
  const chain = await verifyChain(db, digest, height, findings);
  const pending = await verifyPending(db, digest, height, findings);
  const records = await verifyRecords(db, height, findings);
  await verifyTree(db, findings);
  const ok = findings.height === undefined;
  return {
    ok,
    height,
    headHash: head?.hash ?? ZERO_HASH,
    checkedBlocks: chain.blocks,
    checkedTransactions: chain.transactions + pending,
    checkedRecords: records,
    pending,
    ...(ok ? {} : { firstBadHeight: findings.height!, reason: findings.reason!, detail: findings.detail }),
  };
}

/** Counts for the CLI's summary line. */
export async function ledgerCounts(db: Db): Promise<{ events: number; blocks: number }> {
  const [[events], [blocks]] = await Promise.all([
    db.select({ value: count() }).from(ledgerEvents),
    db.select({ value: count() }).from(ledgerBlocks),
  ]);
  return { events: Number(events?.value ?? 0), blocks: Number(blocks?.value ?? 0) };
}
