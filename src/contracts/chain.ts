import { z } from 'zod';
import { pageOf, pagingQuery } from './envelope';
import { LEDGER_EVENTS } from './ledger-events';

/** GET /portal/chain/blockNumber: current ledger height. */
export const blockNumberSchema = z.number().int().nonnegative();

/** GET /portal/chain/transactions: per-day counts, last 30 days (SPEC §3: time1, allData). */
export const blockTransactionSchema = z.object({ time1: z.string(), allData: z.number().int().nonnegative() });
export const blockTransactionsSchema = z.array(blockTransactionSchema);
export type BlockTransaction = z.infer<typeof blockTransactionSchema>;

const HASH_RULE = '应为 64 位十六进制字符';
/** A SHA-256 in hex (src/utils/ledger-hash.ts). */
export const hashSchema = z.string().regex(/^[0-9a-f]{64}$/);
/** A hash typed in a search box or a URL: trimmed, case-insensitive. */
// The messages follow the field's label ('哈希：应为 64 位十六进制字符', contracts/validation-message.ts).
const hashQuery = z
  .string({ error: HASH_RULE })
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, HASH_RULE);
const heightQuery = z.coerce
  .number({ error: '必须是数字' })
  .int('必须是整数')
  .positive('必须是正整数')
  .max(2_147_483_647, '数值过大');

/**
 * A sealed block. `open`: the newest block still takes transactions (fewer than 10, started at most 60 s ago), so
 * its Merkle root, sealedAt and hash change until it closes; record the hash of a closed block.
 */
export const chainBlockSchema = z.object({
  height: z.number().int().positive(),
  hash: hashSchema,
  prevHash: hashSchema,
  merkleRoot: hashSchema,
  txCount: z.number().int().positive(),
  sealedAt: z.string(),
  open: z.boolean(),
});
export type ChainBlock = z.infer<typeof chainBlockSchema>;

/** GET /portal/chain/blocks?currPage&limit: newest first. */
export const chainBlocksQuerySchema = z.object({ ...pagingQuery });
export const chainBlocksSchema = pageOf(chainBlockSchema);
export type ChainBlocks = z.infer<typeof chainBlocksSchema>;

/** A transaction as the explorer shows it. */
export const chainTxSchema = z.object({ txHash: hashSchema, kind: z.enum(LEDGER_EVENTS), at: z.string() });
export type ChainTx = z.infer<typeof chainTxSchema>;

/** GET /portal/chain/block?height= (or ?hash= a block hash, for the search box): the block and its transactions. */
export const chainBlockQuerySchema = z
  .object({ height: heightQuery.optional(), hash: hashQuery.optional() })
  .refine((value) => (value.height === undefined) !== (value.hash === undefined), {
    message: '请提供区块高度或区块哈希（二选一）',
    path: ['height'],
  });
export const chainBlockDetailSchema = chainBlockSchema.extend({ transactions: z.array(chainTxSchema) });
export type ChainBlockDetail = z.infer<typeof chainBlockDetailSchema>;

/** One step of a Merkle proof: the sibling's hash and its side (verify with verifyMerkleProof). */
export const merkleProofStepSchema = z.object({ position: z.enum(['left', 'right']), hash: hashSchema });

/**
 * GET /portal/chain/tx?hash=: the transaction, its block and the Merkle proof from its txHash to the block's
 * merkleRoot. `payloadHash` is the salted hash of what it records (the record itself is never public).
 */
export const chainTxQuerySchema = z.object({ hash: hashQuery });
export const chainTxDetailSchema = chainTxSchema.extend({
  payloadHash: hashSchema,
  /** Position in the block, from 0. */
  index: z.number().int().nonnegative(),
  block: chainBlockSchema,
  proof: z.array(merkleProofStepSchema),
});
export type ChainTxDetail = z.infer<typeof chainTxDetailSchema>;

/**
 * GET /portal/chain/verify (and `npm run ledger:verify`): the whole ledger recomputed from the database. `headHash`
 * is the newest block's hash, to be recorded outside the database (an anchor); `reason` names what failed first, in
 * Chinese, without personal data. `pending`: events written but not yet sealed.
 */
export const verifyResultSchema = z.object({
  ok: z.boolean(),
  height: z.number().int().nonnegative(),
  headHash: hashSchema,
  checkedBlocks: z.number().int().nonnegative(),
  checkedTransactions: z.number().int().nonnegative(),
  checkedRecords: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  firstBadHeight: z.number().int().positive().optional(),
  reason: z.string().optional(),
});
export type VerifyResult = z.infer<typeof verifyResultSchema>;

// ---------------------------------------------------------------------------------------------------------------
// D12: the log. Every sealed transaction is a leaf of one RFC 6962 tree; its heads are C2SP signed checkpoints.

const treeSizeQuery = z.coerce
  .number({ error: '必须是数字' })
  .int('必须是整数')
  .nonnegative('不能为负数')
  .max(2_147_483_647, '数值过大');

/** A base64 SHA-256 node of a proof (RFC 6962: leaf to root, or as RFC 6962 §2.1.2 lists a consistency proof). */
const proofNodeSchema = z.string().regex(/^[A-Za-z0-9+/]{43}=$/);

/** GET /portal/chain/key: the log's verifier key (Go note format), its origin and the witnesses it accepts. */
export const chainKeySchema = z.object({
  vkey: z.string(),
  origin: z.string(),
  witnesses: z.array(z.string()),
});
export type ChainKey = z.infer<typeof chainKeySchema>;

/** GET /portal/chain/proof/inclusion?hash=&size=: size defaults to the newest checkpoint's. */
export const inclusionProofQuerySchema = z.object({
  hash: hashQuery,
  size: treeSizeQuery.positive('必须是正整数').optional(),
});
export const inclusionProofSchema = z.object({
  index: z.number().int().nonnegative(),
  size: z.number().int().positive(),
  proof: z.array(proofNodeSchema),
});
export type InclusionProof = z.infer<typeof inclusionProofSchema>;

/** GET /portal/chain/proof/consistency?from=&to=: to defaults to the newest checkpoint's size. */
export const consistencyProofQuerySchema = z.object({ from: treeSizeQuery, to: treeSizeQuery.optional() });
export const consistencyProofSchema = z.object({
  from: z.number().int().nonnegative(),
  to: z.number().int().nonnegative(),
  proof: z.array(proofNodeSchema),
});
export type ConsistencyProof = z.infer<typeof consistencyProofSchema>;

/** POST /portal/chain/cosign: a checkpoint of this log with witnesses' cosignature lines (C2SP tlog-cosignature). */
export const cosignPayloadSchema = z.object({ note: z.string().min(1).max(8000) });
export const cosignResultSchema = z.object({
  size: z.number().int().nonnegative(),
  accepted: z.number().int().positive(),
});

// ---------------------------------------------------------------------------------------------------------------
// The traceability sample: a batch whose steps are ledger transactions.

/** GET /portal/trace/batch?batch=XQ-SAMPLE-0001 */
export const traceBatchQuerySchema = z.object({
  batch: z
    .string({ error: '请输入批次号' })
    .trim()
    .min(1, '请输入批次号')
    .max(40, '批次号最多 40 个字符')
    .regex(/^[A-Za-z0-9-]+$/, '批次号只能包含字母、数字和连字符'),
});

/**
 * One step and the evidence to check it in the browser: SHA-256(evidence.payload) is payloadHash, and
 * txHashOf({kind, ref, payloadHash, createdAt}) is txHash (demo content: its payload is public).
 */
export const traceStepSchema = z.object({
  seq: z.number().int().positive(),
  stage: z.string(),
  title: z.string(),
  detail: z.string(),
  place: z.string(),
  actor: z.string(),
  occurredAt: z.string(),
  txHash: hashSchema,
  blockHeight: z.number().int().positive(),
  evidence: z.object({
    kind: z.literal('trace.recorded'),
    ref: z.string(),
    createdAt: z.string(),
    payload: z.string(),
    payloadHash: hashSchema,
  }),
});
export const traceBatchSchema = z.object({
  code: z.string(),
  product: z.string(),
  brand: z.string(),
  producer: z.string(),
  origin: z.string(),
  spec: z.string(),
  quantity: z.string(),
  steps: z.array(traceStepSchema),
});
export type TraceBatch = z.infer<typeof traceBatchSchema>;
