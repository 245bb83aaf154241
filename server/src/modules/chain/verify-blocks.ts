import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lte, max, min, notExists, sql } from 'drizzle-orm';
import {
  blockHashOf,
  isHash,
  merkleRootOf,
  payloadHashOf,
  txHashOf,
  ZERO_HASH,
  type Digest,
} from '#utils/ledger-hash';
import type { Queryable } from '../../context';
import type { Db } from '../../db/client';
import { ledgerBlocks, ledgerCheckpoints, ledgerEvents, traceSteps } from '../../db/schema';
import { parseRef, txFieldsOf, type RecordType } from './payloads';
import { StreamingTree, treeRoot, treeSize } from './tree';
import {
  anyOf,
  BLOCK_PAGE,
  eventColumns,
  Findings,
  kindLabel,
  RECORD_LABELS,
  RECORD_TABLES,
  ROW_PAGE,
  snapshot,
  type EventRow,
} from './verify-shared';

/*
 * Verification of the chain itself (D9, D12): every block's transactions, payload hashes, transaction hashes, Merkle
 * root, hash and link; the events not sealed yet; the log's tree and every signed checkpoint.
 */

export async function verifyChain(
  db: Db,
  digest: Digest,
  headHeight: number,
  findings: Findings,
): Promise<{ blocks: number; transactions: number }> {
  let blocks = 0;
  let transactions = 0;
  let prevHash = ZERO_HASH;
  for (let from = 1; from <= headHeight; from += BLOCK_PAGE) {
    const to = Math.min(from + BLOCK_PAGE - 1, headHeight);
    const { blockRows, eventRows, present } = await snapshot(db, async (tx) => {
      const blockRows = await tx
        .select()
        .from(ledgerBlocks)
        .where(and(gte(ledgerBlocks.height, from), lte(ledgerBlocks.height, to)))
        .orderBy(asc(ledgerBlocks.height));
      const eventRows: EventRow[] = await tx
        .select(eventColumns)
        .from(ledgerEvents)
        .where(and(gte(ledgerEvents.blockHeight, from), lte(ledgerEvents.blockHeight, to)))
        .orderBy(asc(ledgerEvents.blockHeight), asc(ledgerEvents.id));
      return { blockRows, eventRows, present: await existingRecords(tx, eventRows) };
    });
    const byBlock = new Map<number, EventRow[]>();
    for (const event of eventRows) {
      const list = byBlock.get(event.blockHeight!) ?? [];
      list.push(event);
      byBlock.set(event.blockHeight!, list);
    }
    let expected = from;
    for (const block of blockRows) {
      if (block.height !== expected) {
        findings.report(expected, `区块 ${expected} 缺失`);
        return { blocks, transactions };
      }
      const events = byBlock.get(block.height) ?? [];
      const problem = await checkBlock(digest, block, events, prevHash, present);
      if (problem) {
        findings.report(block.height, problem.reason, problem.detail);
        return { blocks, transactions };
      }
      blocks += 1;
      transactions += events.length;
      prevHash = block.hash;
      expected += 1;
    }
    if (expected <= to) {
      findings.report(expected, `区块 ${expected} 缺失`);
      return { blocks, transactions };
    }
  }
  // Events that name a block that does not exist (the chain's tail deleted or rewritten shorter).
  const [stray] = await db
    .select({ height: min(ledgerEvents.blockHeight) })
    .from(ledgerEvents)
    .where(
      and(
        isNotNull(ledgerEvents.blockHeight),
        notExists(
          db
            .select({ one: sql`1` })
            .from(ledgerBlocks)
            .where(eq(ledgerBlocks.height, ledgerEvents.blockHeight)),
        ),
      ),
    );
  if (stray?.height != null) findings.report(stray.height, `区块 ${stray.height} 缺失，但有交易记在其中`);
  return { blocks, transactions };
}

type BlockRow = typeof ledgerBlocks.$inferSelect;

async function checkBlock(
  digest: Digest,
  block: BlockRow,
  events: EventRow[],
  prevHash: string,
  present: Set<string>,
): Promise<{ reason: string; detail?: string } | null> {
  const h = block.height;
  const txHashes: string[] = [];
  for (const [index, event] of events.entries()) {
    const at = `区块 ${h} 第 ${index + 1} 笔交易（${kindLabel(event.kind)}）`;
    const parsed = parseRef(event.kind, event.ref);
    if (!parsed)
      return { reason: `${at}的类型或业务编号不可识别`, detail: `event ${event.id}: ${event.kind} ${event.ref}` };
    if (event.payload === null || event.payloadHash === null || !isHash(event.payloadHash))
      return { reason: `${at}缺少内容或内容哈希`, detail: `event ${event.id}` };
    if ((await payloadHashOf(digest, event.payload)) !== event.payloadHash)
      return { reason: `${at}的内容与内容哈希不符`, detail: `event ${event.id}` };
    const txHash = await txHashOf(digest, txFieldsOf({ ...event, payloadHash: event.payloadHash }));
    if (event.txHash !== txHash) return { reason: `${at}的交易哈希与交易内容不符`, detail: `event ${event.id}` };
    if (!present.has(recordKey(parsed)))
      return { reason: `${at}对应的业务记录（${RECORD_LABELS[parsed.record]}）已被删除`, detail: `ref ${event.ref}` };
    txHashes.push(txHash);
  }
  if (events.length !== block.txCount)
    return { reason: `区块 ${h} 记录有 ${block.txCount} 笔交易，账本中实有 ${events.length} 笔` };
  if (events.length === 0 || (await merkleRootOf(digest, txHashes)) !== block.merkleRoot)
    return { reason: `区块 ${h} 的默克尔根与其交易不符（交易被改动、删除、增加或换序）` };
  if (block.prevHash !== prevHash) return { reason: `区块 ${h} 的前一区块哈希与区块 ${h - 1} 不衔接` };
  if (!isHash(block.hash) || (await blockHashOf(digest, block)) !== block.hash)
    return { reason: `区块 ${h} 的区块哈希与区块头不符` };
  return null;
}

function recordKey(parsed: NonNullable<ReturnType<typeof parseRef>>): string {
  return parsed.record === 'trace' ? `trace:${parsed.batch}:${parsed.seq}` : `${parsed.record}:${parsed.id}`;
}

/** The records (by recordKey) that the events of a page name and that still exist. */
async function existingRecords(q: Queryable, events: readonly EventRow[]): Promise<Set<string>> {
  const ids: Record<Exclude<RecordType, 'trace'>, Set<number>> = {
    lead: new Set(),
    user: new Set(),
    talent: new Set(),
    reward: new Set(),
    audit: new Set(),
  };
  const batches = new Set<string>();
  for (const event of events) {
    const parsed = parseRef(event.kind, event.ref);
    if (parsed?.record === 'trace') batches.add(parsed.batch!);
    else if (parsed) ids[parsed.record].add(parsed.id);
  }
  const found = new Set<string>();
  const add = (record: RecordType, rows: { id: number }[]) => rows.forEach((row) => found.add(`${record}:${row.id}`));
  for (const record of ['lead', 'user', 'talent', 'reward', 'audit'] as const) {
    if (ids[record].size === 0) continue;
    const table = RECORD_TABLES[record];
    add(
      record,
      await q
        .select({ id: table.id })
        .from(table)
        .where(anyOf(table.id, [...ids[record]], 'int')),
    );
  }
  if (batches.size)
    for (const row of await q
      .select({ batch: traceSteps.batchCode, seq: traceSteps.seq })
      .from(traceSteps)
      .where(inArray(traceSteps.batchCode, [...batches])))
      found.add(`trace:${row.batch}:${row.seq}`);
  return found;
}

/** Events not yet sealed: their payload must still match its hash. They sit above the head. */
export async function verifyPending(db: Db, digest: Digest, headHeight: number, findings: Findings): Promise<number> {
  let checked = 0;
  let after = 0;
  for (;;) {
    const page = await db
      .select(eventColumns)
      .from(ledgerEvents)
      .where(and(isNull(ledgerEvents.blockHeight), gt(ledgerEvents.id, after)))
      .orderBy(asc(ledgerEvents.id))
      .limit(ROW_PAGE);
    for (const event of page) {
      // Written before the hash chain: its payload is built from the rows when it is sealed.
      if (event.payload === null && event.payloadHash === null) continue;
      if (event.payload === null || (await payloadHashOf(digest, event.payload)) !== event.payloadHash)
        findings.report(
          headHeight + 1,
          `一笔尚未出块的交易（${kindLabel(event.kind)}）的内容与内容哈希不符`,
          `event ${event.id}`,
        );
    }
    checked += page.length;
    if (page.length < ROW_PAGE) return checked;
    after = page.at(-1)!.id;
  }
}

const TREE_PAGE = 5000;

/**
 * The log's tree rebuilt from the sealed transactions in sealing order (block by block, id order within a block):
 * the roots at `sizes`, and the size rebuilt. `atLeaf` is told the block of every leaf (where to report a problem).
 */
export async function rebuildTree(
  db: Db,
  sizes: ReadonlySet<number>,
  atSize: (size: number, root: Buffer, blockHeight: number) => void,
): Promise<{ size: number; root: Buffer }> {
  const tree = new StreamingTree();
  let after: { height: number; id: number } | null = null;
  for (;;) {
    const page: { id: number; txHash: string | null; blockHeight: number | null }[] = await db
      .select({ id: ledgerEvents.id, txHash: ledgerEvents.txHash, blockHeight: ledgerEvents.blockHeight })
      .from(ledgerEvents)
      .where(
        after
          ? sql`(${ledgerEvents.blockHeight}, ${ledgerEvents.id}) > (${after.height}, ${after.id})`
          : isNotNull(ledgerEvents.blockHeight),
      )
      .orderBy(asc(ledgerEvents.blockHeight), asc(ledgerEvents.id))
      .limit(TREE_PAGE);
    for (const event of page) {
      tree.push(event.txHash && isHash(event.txHash) ? event.txHash : ZERO_HASH);
      if (sizes.has(tree.size)) atSize(tree.size, tree.root(), event.blockHeight!);
    }
    if (page.length < TREE_PAGE) return { size: tree.size, root: tree.root() };
    const last = page.at(-1)!;
    after = { height: last.blockHeight!, id: last.id };
  }
}

/** The stored tree and every signed checkpoint against the tree rebuilt from the transactions (D12). */
export async function verifyTree(db: Db, findings: Findings): Promise<void> {
  const checkpoints = await db
    .select({ size: ledgerCheckpoints.size, root: ledgerCheckpoints.root })
    .from(ledgerCheckpoints);
  const stored = new Map(checkpoints.map((row) => [row.size, row.root]));
  const storedSize = await treeSize(db);
  const rebuilt = await rebuildTree(db, new Set([...stored.keys(), storedSize]), (size, root, height) => {
    const signed = stored.get(size);
    if (signed !== undefined && signed !== root.toString('hex'))
      findings.report(
        height,
        `账本在第 ${size} 笔交易处签发的检查点与交易重算的默克尔树根不符（交易被改动、删除或换序）`,
      );
  });
  if (storedSize !== rebuilt.size || (storedSize > 0 && !(await treeRoot(db, storedSize)).equals(rebuilt.root)))
    findings.report(
      Math.max(1, await headHeightOf(db)),
      `账本的默克尔树与已出块的交易不符（共 ${rebuilt.size} 笔，树中 ${storedSize} 笔）`,
    );
  for (const size of stored.keys())
    if (size > rebuilt.size)
      findings.report(
        Math.max(1, await headHeightOf(db)),
        `账本签发过第 ${size} 笔交易处的检查点，现在只剩 ${rebuilt.size} 笔交易`,
      );
}

async function headHeightOf(db: Db): Promise<number> {
  const [head] = await db.select({ height: max(ledgerBlocks.height) }).from(ledgerBlocks);
  return head?.height ?? 0;
}
