import { and, asc, desc, eq, inArray, isNotNull, lte, gt, max } from 'drizzle-orm';
import type {
  ChainBlock,
  ChainBlockDetail,
  ChainBlocks,
  ChainTxDetail,
  TraceBatch,
  VerifyResult,
} from '#contracts/chain';
import type { LedgerEvent } from '#contracts/ledger-events';
import { ApiCode } from '#contracts/codes';
import { traceBatchFields, traceStepFields } from '#contracts/trace-sample';
import { merkleProofOf, txHashOf } from '#utils/ledger-hash';
import type { AppContext, Queryable } from '../../context';
import type { Db } from '../../db/client';
import { ledgerBlocks, ledgerEvents, traceBatches, traceSteps } from '../../db/schema';
import { nodeDigest } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import { txFieldsOf } from './payloads';
import { headHeight, sealBlocks } from './service';
import { verifyLedger } from './verify';

/**
 * The public explorer (D9): blocks, transactions and Merkle proofs; hashes, kinds and times only. Each read seals
 * what is pending first (like the block number), so a visitor finds the lead they have just sent.
 */
type BlockRow = typeof ledgerBlocks.$inferSelect;
type ExplorerCtx = Pick<AppContext, 'db' | 'now'>;

export const BLOCK_NOT_FOUND = '区块不存在';
export const TX_NOT_FOUND = '交易不存在';
export const BATCH_NOT_FOUND = '批次不存在';

function toBlock(row: BlockRow): ChainBlock {
  return {
    height: row.height,
    hash: row.hash,
    prevHash: row.prevHash,
    merkleRoot: row.merkleRoot,
    txCount: row.txCount,
    sealedAt: row.sealedAt.toISOString(),
    // A sealed block is never sealed again (D12): no block stays open.
    open: false,
  };
}

/** GET /portal/chain/blocks: newest first; heights have no gap, so the head height is the total. */
export async function listBlocks(ctx: ExplorerCtx, page: { currPage: number; limit: number }): Promise<ChainBlocks> {
  const head = await sealBlocks(ctx);
  const top = head - (page.currPage - 1) * page.limit;
  const rows =
    top < 1
      ? []
      : await ctx.db
          .select()
          .from(ledgerBlocks)
          .where(and(lte(ledgerBlocks.height, top), gt(ledgerBlocks.height, top - page.limit)))
          .orderBy(desc(ledgerBlocks.height));
  return { list: rows.map((row) => toBlock(row)), total: head };
}

async function transactionsOf(q: Queryable, height: number) {
  return q
    .select({ id: ledgerEvents.id, txHash: ledgerEvents.txHash, kind: ledgerEvents.kind, at: ledgerEvents.createdAt })
    .from(ledgerEvents)
    .where(eq(ledgerEvents.blockHeight, height))
    .orderBy(asc(ledgerEvents.id));
}

/** GET /portal/chain/block?height= | ?hash= */
export async function blockDetail(
  ctx: ExplorerCtx,
  query: { height?: number | undefined; hash?: string | undefined },
): Promise<ChainBlockDetail> {
  await sealBlocks(ctx);
  const { block, txs } = await ctx.db.transaction(
    async (tx) => {
      const [block] = await tx
        .select()
        .from(ledgerBlocks)
        .where(query.hash ? eq(ledgerBlocks.hash, query.hash) : eq(ledgerBlocks.height, query.height ?? 0))
        .limit(1);
      return { block, txs: block ? await transactionsOf(tx, block.height) : [] };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (!block) throw new ApiError(ApiCode.NOT_FOUND, BLOCK_NOT_FOUND);
  return {
    ...toBlock(block),
    transactions: txs.map((item) => ({
      txHash: item.txHash ?? '',
      kind: item.kind as LedgerEvent,
      at: item.at.toISOString(),
    })),
  };
}

async function findTx(db: Db, hash: string) {
  return db.transaction(
    async (tx) => {
      const [event] = await tx
        .select()
        .from(ledgerEvents)
        .where(and(eq(ledgerEvents.txHash, hash), isNotNull(ledgerEvents.blockHeight)))
        .orderBy(asc(ledgerEvents.id))
        .limit(1);
      if (!event) return null;
      const [block] = await tx.select().from(ledgerBlocks).where(eq(ledgerBlocks.height, event.blockHeight!)).limit(1);
      return block ? { event, block, txs: await transactionsOf(tx, block.height) } : null;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** GET /portal/chain/tx?hash=: the transaction, its block and the Merkle proof of its place in it. */
export async function txDetail(ctx: ExplorerCtx, hash: string): Promise<ChainTxDetail> {
  let found = await findTx(ctx.db, hash);
  if (!found) {
    // Written but not sealed yet: seal, then look again.
    await sealBlocks(ctx);
    found = await findTx(ctx.db, hash);
  }
  if (!found) throw new ApiError(ApiCode.NOT_FOUND, TX_NOT_FOUND);
  const { event, block, txs } = found;
  const index = txs.findIndex((item) => item.id === event.id);
  return {
    txHash: hash,
    kind: event.kind as LedgerEvent,
    at: event.createdAt.toISOString(),
    payloadHash: event.payloadHash ?? '',
    index,
    block: toBlock(block),
    proof: await merkleProofOf(
      nodeDigest,
      txs.map((item) => item.txHash ?? ''),
      index,
    ),
  };
}

/**
 * The transaction hash of the latest event of each ref (computed from the event when it is not sealed yet), for
 * the owner's answers: a filing's submission and approval.
 */
export async function latestTxHashes(q: Queryable, refs: readonly string[]): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  if (refs.length === 0) return result;
  const rows = await q
    .select({
      ref: ledgerEvents.ref,
      opaqueRef: ledgerEvents.opaqueRef,
      kind: ledgerEvents.kind,
      createdAt: ledgerEvents.createdAt,
      payloadHash: ledgerEvents.payloadHash,
      txHash: ledgerEvents.txHash,
    })
    .from(ledgerEvents)
    .where(inArray(ledgerEvents.ref, [...refs]))
    .orderBy(asc(ledgerEvents.id));
  for (const row of rows) {
    const txHash =
      row.txHash ??
      (row.payloadHash ? await txHashOf(nodeDigest, txFieldsOf({ ...row, payloadHash: row.payloadHash })) : null);
    if (txHash) result.set(row.ref, txHash);
  }
  return result;
}

const verifying = new WeakMap<Db, { height: number; pending: number; result: Promise<VerifyResult> }>();

/**
 * GET /portal/chain/verify: the result is kept until the next block or the next event written (D12), and requests
 * that arrive while a verification runs share it (it reads the whole ledger).
 */
export async function verifyForPublic(ctx: Pick<AppContext, 'db'>): Promise<VerifyResult> {
  const [height, [last]] = await Promise.all([
    headHeight(ctx.db),
    ctx.db.select({ id: max(ledgerEvents.id) }).from(ledgerEvents),
  ]);
  const pending = last?.id ?? 0;
  const cached = verifying.get(ctx.db);
  if (cached && cached.height === height && cached.pending === pending) return cached.result;
  const result = verifyLedger(ctx.db).then(({ detail: _detail, ...publicResult }) => publicResult);
  const entry = { height, pending, result };
  verifying.set(ctx.db, entry);
  result.catch(() => {
    if (verifying.get(ctx.db) === entry) verifying.delete(ctx.db);
  });
  return result;
}

/** GET /portal/trace/batch?batch=: the batch and its steps, each with its transaction and the evidence to check it. */
export async function traceBatch(ctx: ExplorerCtx, code: string): Promise<TraceBatch> {
  await sealBlocks(ctx);
  const [batch] = await ctx.db.select().from(traceBatches).where(eq(traceBatches.code, code)).limit(1);
  if (!batch) throw new ApiError(ApiCode.NOT_FOUND, BATCH_NOT_FOUND);
  const steps = await ctx.db
    .select()
    .from(traceSteps)
    .where(eq(traceSteps.batchCode, code))
    .orderBy(asc(traceSteps.seq));
  const refs = steps.map((step) => `trace:${code}:${step.seq}`);
  const events = refs.length
    ? await ctx.db
        .select()
        .from(ledgerEvents)
        .where(and(inArray(ledgerEvents.ref, refs), isNotNull(ledgerEvents.blockHeight)))
        .orderBy(asc(ledgerEvents.id))
    : [];
  const byRef = new Map(events.map((event) => [event.ref, event]));
  return {
    ...traceBatchFields(batch),
    steps: steps.flatMap((step, index) => {
      const event = byRef.get(refs[index]!);
      if (!event?.txHash || !event.payload || !event.payloadHash || !event.blockHeight) return [];
      return [
        {
          ...traceStepFields(step),
          txHash: event.txHash,
          blockHeight: event.blockHeight,
          evidence: {
            kind: 'trace.recorded' as const,
            // What the transaction hash covers: the opaque reference, or the ref of an event sealed before them.
            ref: event.opaqueRef ?? event.ref,
            createdAt: event.createdAt.toISOString(),
            payload: event.payload,
            payloadHash: event.payloadHash,
          },
        },
      ];
    }),
  };
}
