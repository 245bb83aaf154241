import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ChainKey, ConsistencyProof, InclusionProof } from '#contracts/chain';
import { ApiCode } from '#contracts/codes';
import {
  COSIGNATURE_V1,
  parseCheckpoint,
  parseNote,
  parseVerifierKey,
  toBase64,
  verifyNote,
  type VerifierKey,
} from '#utils/tlog';
import type { AppContext } from '../../context';
import { ledgerCheckpoints, ledgerCosignatures } from '../../db/schema';
import { nodeDigest } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import { insertCheckpoint } from './head';
import { nodeEd25519Verify } from './keys';
import { sealBlocks } from './service';
import { consistencyProofWithin, inclusionProof, leafAndTreeSize, treeRoot, treeSize } from './tree';

/**
 * Signed checkpoints of the log (D12): at every sealing the new tree head is signed as a C2SP tlog-checkpoint
 * (`<origin>\n<size>\n<base64 root>\n`, origin = the key's name) and kept; the newest is served with the
 * cosignatures that witnesses listed in LEDGER_WITNESSES posted for it.
 */
type LedgerCtx = Pick<AppContext, 'db' | 'now' | 'ledgerKey' | 'config'>;

export const COSIGN_REJECTED = '共同签名无效，或签名的见证方不在本账本登记的见证方之列';
export const CHECKPOINT_UNKNOWN = '本账本没有签发过这个检查点';
export const PROOF_TX_NOT_FOUND = '交易不在账本中';
export const PROOF_SIZE_TOO_LARGE = '账本还没有这么多笔交易';
export const PROOF_NOT_IN_SIZE = '这笔交易不在这个规模的账本中';

const witnessKeys = new Map<string, Promise<VerifierKey[]>>();

/** The verifier keys of LEDGER_WITNESSES (validated by the configuration). */
export function witnessesOf(config: Pick<AppContext['config'], 'ledgerWitnesses'>): Promise<VerifierKey[]> {
  const text = config.ledgerWitnesses.join(',');
  let keys = witnessKeys.get(text);
  if (!keys) {
    keys = Promise.all(config.ledgerWitnesses.map((vkey) => parseVerifierKey(nodeDigest, vkey))).then((list) =>
      list.filter((key): key is VerifierKey => key?.type === COSIGNATURE_V1),
    );
    witnessKeys.set(text, keys);
  }
  return keys;
}

/** The newest signed checkpoint (signing the current tree head first when no sealing has signed it yet). */
export async function newestCheckpoint(ctx: LedgerCtx): Promise<typeof ledgerCheckpoints.$inferSelect> {
  await sealBlocks(ctx);
  const [newest] = await ctx.db.select().from(ledgerCheckpoints).orderBy(desc(ledgerCheckpoints.size)).limit(1);
  const size = await treeSize(ctx.db);
  if (newest && newest.size >= size) return newest;
  await insertCheckpoint(ctx.db, ctx.ledgerKey, { size, root: await treeRoot(ctx.db, size) }, ctx.now());
  const [signed] = await ctx.db.select().from(ledgerCheckpoints).orderBy(desc(ledgerCheckpoints.size)).limit(1);
  return signed!;
}

/** GET /portal/chain/checkpoint: the newest checkpoint with one cosignature line per listed witness (its latest). */
export async function checkpointWithCosignatures(ctx: LedgerCtx): Promise<{ note: string; signedAt: Date }> {
  const checkpoint = await newestCheckpoint(ctx);
  const witnesses = await witnessesOf(ctx.config);
  const names = [...new Set(witnesses.map((key) => key.name))];
  const rows = names.length
    ? await ctx.db
        .select({ keyName: ledgerCosignatures.keyName, line: ledgerCosignatures.line })
        .from(ledgerCosignatures)
        .where(and(eq(ledgerCosignatures.size, checkpoint.size), inArray(ledgerCosignatures.keyName, names)))
        .orderBy(desc(ledgerCosignatures.id))
    : [];
  const lines = new Map<string, string>();
  for (const row of rows) if (!lines.has(row.keyName)) lines.set(row.keyName, row.line);
  return {
    note: checkpoint.note + [...lines.values()].map((line) => `${line}\n`).join(''),
    signedAt: checkpoint.signedAt,
  };
}

/**
 * POST /portal/chain/cosign: a checkpoint this log signed, with witnesses' cosignature lines; the lines of listed
 * witnesses that verify are kept. Anything else is refused.
 */
export async function addCosignatures(ctx: LedgerCtx, noteText: string): Promise<{ size: number; accepted: number }> {
  const note = parseNote(noteText);
  const body = note ? parseCheckpoint(note.text) : null;
  if (!note || !body || body.origin !== ctx.ledgerKey.name) throw new ApiError(ApiCode.VALIDATION, COSIGN_REJECTED);
  const [stored] = await ctx.db.select().from(ledgerCheckpoints).where(eq(ledgerCheckpoints.size, body.size)).limit(1);
  if (!stored || parseNote(stored.note)?.text !== note.text) throw new ApiError(ApiCode.VALIDATION, CHECKPOINT_UNKNOWN);
  const { verified } = await verifyNote(note, await witnessesOf(ctx.config), nodeEd25519Verify);
  const known = new Set(
    (
      await ctx.db
        .select({ line: ledgerCosignatures.line })
        .from(ledgerCosignatures)
        .where(eq(ledgerCosignatures.size, body.size))
    ).map((row) => row.line),
  );
  const now = ctx.now();
  const values = verified
    .map(({ key }) => ({
      size: body.size,
      keyName: key.name,
      line: note.signatures.find((item) => item.name === key.name && item.keyId === key.keyId)!.line,
      createdAt: now,
    }))
    .filter((value) => !known.has(value.line));
  if (values.length === 0) throw new ApiError(ApiCode.VALIDATION, COSIGN_REJECTED);
  await ctx.db.insert(ledgerCosignatures).values(values);
  return { size: body.size, accepted: values.length };
}

export async function chainKey(ctx: LedgerCtx): Promise<ChainKey> {
  return {
    vkey: ctx.ledgerKey.vkey,
    origin: ctx.ledgerKey.name,
    witnesses: (await witnessesOf(ctx.config)).map((key) => key.text),
  };
}

/**
 * GET /portal/chain/proof/inclusion?hash=&size=: with a size, two queries (the leaf and the tree's size, then the
 * proof's nodes); a size the tree has not reached yet seals the waiting events first.
 */
export async function inclusionProofOf(
  ctx: LedgerCtx,
  query: { hash: string; size?: number | undefined },
): Promise<InclusionProof> {
  // Without a size, the newest checkpoint's: signed after sealing what waits, so the lookup comes after it.
  const wanted = query.size ?? (await newestCheckpoint(ctx)).size;
  let found = await leafAndTreeSize(ctx.db, query.hash);
  if (wanted > found.size) {
    await sealBlocks(ctx);
    found = await leafAndTreeSize(ctx.db, query.hash);
    if (wanted > found.size) throw new ApiError(ApiCode.VALIDATION, PROOF_SIZE_TOO_LARGE);
  }
  if (found.index === null) throw new ApiError(ApiCode.NOT_FOUND, PROOF_TX_NOT_FOUND);
  if (found.index >= wanted) throw new ApiError(ApiCode.VALIDATION, PROOF_NOT_IN_SIZE);
  const proof = await inclusionProof(ctx.db, found.index, wanted);
  return { index: found.index, size: wanted, proof: proof.map((hash) => toBase64(hash)) };
}

/** GET /portal/chain/proof/consistency?from=&to=: with `to`, one query (the nodes and the tree's size). */
export async function consistencyProofOf(
  ctx: LedgerCtx,
  query: { from: number; to?: number | undefined },
): Promise<ConsistencyProof> {
  const to = query.to ?? (await newestCheckpoint(ctx)).size;
  if (query.from > to) throw new ApiError(ApiCode.VALIDATION, PROOF_SIZE_TOO_LARGE);
  let proof = await consistencyProofWithin(ctx.db, query.from, to);
  if (!proof) {
    await sealBlocks(ctx);
    proof = await consistencyProofWithin(ctx.db, query.from, to);
    if (!proof) throw new ApiError(ApiCode.VALIDATION, PROOF_SIZE_TOO_LARGE);
  }
  return { from: query.from, to, proof: proof.map((hash) => toBase64(hash)) };
}
