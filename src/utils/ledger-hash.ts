/**
 * The ledger's hashing rules (DECISIONS D9), one module for the server (sealing, verification), the SPA (checking a
 * Merkle proof with Web Crypto) and the mocks. Every hash is SHA-256, written as 64 lower-case hex digits.
 *
 * - Canonical JSON: objects with their keys sorted by UTF-16 code units, no whitespace, strings escaped as
 *   `JSON.stringify` does, numbers only as safe integers, no `undefined` (RFC 8785 restricted to what the ledger
 *   records: times are ISO-8601 strings, money is in fen).
 * - payloadHash = SHA-256(UTF-8(canonical JSON of the payload)).
 * - txHash = SHA-256(UTF-8(canonical JSON of {createdAt, kind, payloadHash, ref})), createdAt as ISO-8601 in UTC with
 *   milliseconds (`Date.prototype.toISOString`).
 * - Merkle root over a block's txHashes in block order: a leaf is SHA-256(0x00 ‖ txHash), an inner node
 *   SHA-256(0x01 ‖ left ‖ right); at each level the last node of an odd count is carried up unchanged (no
 *   duplication, so [a, b, c] and [a, b, c, c] have different roots).
 * - Block hash = SHA-256(height as 8-byte big-endian ‖ prevHash (32 bytes) ‖ merkleRoot (32 bytes) ‖ sealedAt as
 *   milliseconds since 1970 in 8-byte big-endian): 80 bytes. The first block's prevHash is 64 zeros.
 */

/** SHA-256 of some bytes; the server passes node:crypto's (synchronous, faster), browsers use Web Crypto. */
export type Digest = (bytes: Uint8Array) => Uint8Array | Promise<Uint8Array>;

/** Web Crypto's SHA-256: browsers, jsdom and Node 20. */
export const webDigest: Digest = async (bytes) =>
  new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));

export const ZERO_HASH = '0'.repeat(64);
const HEX_64 = /^[0-9a-f]{64}$/;

export function isHash(value: string): boolean {
  return HEX_64.test(value);
}

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

export function fromHex(hex: string): Uint8Array {
  if (!isHash(hex)) throw new Error('not a SHA-256 hex digest');
  const bytes = new Uint8Array(32);
  for (let index = 0; index < 32; index += 1) bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

const encoder = new TextEncoder();

/** Canonical JSON (see the module comment); throws on what the ledger never records (floats, undefined, Dates). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`canonical JSON: ${value} is not a safe integer`);
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  throw new Error(`canonical JSON: unsupported value of type ${typeof value}`);
}

export async function sha256Hex(digest: Digest, bytes: Uint8Array | string): Promise<string> {
  return toHex(await digest(typeof bytes === 'string' ? encoder.encode(bytes) : bytes));
}

/** payloadHash of a canonical JSON text. */
export function payloadHashOf(digest: Digest, canonicalPayload: string): Promise<string> {
  return sha256Hex(digest, canonicalPayload);
}

export interface TxFields {
  kind: string;
  ref: string;
  payloadHash: string;
  createdAt: Date | string;
}

export function txHashOf(digest: Digest, tx: TxFields): Promise<string> {
  const createdAt = typeof tx.createdAt === 'string' ? tx.createdAt : tx.createdAt.toISOString();
  return sha256Hex(digest, canonicalJson({ createdAt, kind: tx.kind, payloadHash: tx.payloadHash, ref: tx.ref }));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const LEAF = Uint8Array.of(0);
const NODE = Uint8Array.of(1);

async function leafOf(digest: Digest, txHash: string): Promise<Uint8Array> {
  return digest(concat(LEAF, fromHex(txHash)));
}

async function nodeOf(digest: Digest, left: Uint8Array, right: Uint8Array): Promise<Uint8Array> {
  return digest(concat(NODE, left, right));
}

/** The levels of a block's tree, leaves first, root last. */
async function levelsOf(digest: Digest, txHashes: readonly string[]): Promise<Uint8Array[][]> {
  if (txHashes.length === 0) throw new Error('a block has at least one transaction');
  let level = await Promise.all(txHashes.map((hash) => leafOf(digest, hash)));
  const levels = [level];
  while (level.length > 1) {
    const next: Uint8Array[] = [];
    for (let index = 0; index < level.length; index += 2) {
      const left = level[index]!;
      const right = level[index + 1];
      next.push(right ? await nodeOf(digest, left, right) : left);
    }
    levels.push(next);
    level = next;
  }
  return levels;
}

export async function merkleRootOf(digest: Digest, txHashes: readonly string[]): Promise<string> {
  const levels = await levelsOf(digest, txHashes);
  return toHex(levels.at(-1)![0]!);
}

/** One step of a proof: the sibling's hash and on which side it stands. */
export interface ProofStep {
  position: 'left' | 'right';
  hash: string;
}

/** The siblings from the leaf of `txHashes[index]` up to the root (levels where the node is carried up add none). */
export async function merkleProofOf(digest: Digest, txHashes: readonly string[], index: number): Promise<ProofStep[]> {
  if (index < 0 || index >= txHashes.length) throw new Error('transaction not in the block');
  const levels = await levelsOf(digest, txHashes);
  const proof: ProofStep[] = [];
  let position = index;
  for (const level of levels.slice(0, -1)) {
    const sibling = position % 2 === 0 ? position + 1 : position - 1;
    if (sibling < level.length)
      proof.push({ position: sibling < position ? 'left' : 'right', hash: toHex(level[sibling]!) });
    position = Math.floor(position / 2);
  }
  return proof;
}

/**
 * The nodes a proof passes through, as hex: the leaf of `txHash`, then the node after each step; the last one is the
 * root the proof leads to (what the explorer shows step by step).
 */
export async function merkleProofPath(digest: Digest, txHash: string, proof: readonly ProofStep[]): Promise<string[]> {
  let node = await leafOf(digest, txHash);
  const path = [toHex(node)];
  for (const step of proof) {
    node =
      step.position === 'left'
        ? await nodeOf(digest, fromHex(step.hash), node)
        : await nodeOf(digest, node, fromHex(step.hash));
    path.push(toHex(node));
  }
  return path;
}

/** Whether `proof` leads from `txHash` to `merkleRoot`: what the explorer checks in the browser. */
export async function verifyMerkleProof(
  digest: Digest,
  txHash: string,
  proof: readonly ProofStep[],
  merkleRoot: string,
): Promise<boolean> {
  if (!isHash(txHash) || !isHash(merkleRoot) || !proof.every((step) => isHash(step.hash))) return false;
  return (await merkleProofPath(digest, txHash, proof)).at(-1) === merkleRoot;
}

export interface BlockFields {
  height: number;
  prevHash: string;
  merkleRoot: string;
  sealedAt: Date | string;
}

export function blockHeaderBytes(block: BlockFields): Uint8Array {
  const bytes = new Uint8Array(80);
  const view = new DataView(bytes.buffer);
  view.setBigUint64(0, BigInt(block.height));
  bytes.set(fromHex(block.prevHash), 8);
  bytes.set(fromHex(block.merkleRoot), 40);
  const sealedAt = typeof block.sealedAt === 'string' ? Date.parse(block.sealedAt) : block.sealedAt.getTime();
  view.setBigUint64(72, BigInt(sealedAt));
  return bytes;
}

export function blockHashOf(digest: Digest, block: BlockFields): Promise<string> {
  return sha256Hex(digest, blockHeaderBytes(block));
}
