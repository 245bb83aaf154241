import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, fromPgPool, type Database } from '../../server/src/db/client';
import { nodeDigest } from '../../server/src/lib/crypto';
import {
  appendLeaves,
  consistencyProof,
  inclusionProof,
  leafIndexOf,
  StreamingTree,
  treeRoot,
} from '../../server/src/modules/chain/tree';
import { verifyConsistency, verifyInclusion } from '#utils/tlog';
import { createTestDatabase, type TestDatabase } from './support/database';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * The log's tree (D12) against an implementation of RFC 6962 written here from the RFC's definitions alone: the
 * root MTH computed from every leaf, and proofs checked by replaying RFC 6962 §2.1.1/§2.1.2 recursively (not RFC
 * 9162's iterative algorithms, which the explorer and the witness use; those are checked too).
 */
const sha = (...parts: Uint8Array[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
};
const leafOf = (txHash: string) => sha(Uint8Array.of(0), Buffer.from(txHash, 'hex'));
const nodeOf = (left: Uint8Array, right: Uint8Array) => sha(Uint8Array.of(1), left, right);
const k = (n: number) => 2 ** Math.ceil(Math.log2(n) - 1);

function mth(leaves: readonly Uint8Array[]): Uint8Array {
  if (leaves.length === 0) return sha();
  if (leaves.length === 1) return leaves[0]!;
  const split = k(leaves.length);
  return nodeOf(mth(leaves.slice(0, split)), mth(leaves.slice(split)));
}

/** The root an inclusion proof leads to (RFC 6962 §2.1.1 read backwards: the last node is the top sibling). */
function rootFromPath(m: number, n: number, leaf: Uint8Array, proof: readonly Uint8Array[]): Uint8Array | null {
  if (n === 1) return proof.length === 0 ? leaf : null;
  if (proof.length === 0) return null;
  const split = k(n);
  const sibling = proof.at(-1)!;
  const below = proof.slice(0, -1);
  if (m < split) {
    const left = rootFromPath(m, split, leaf, below);
    return left && nodeOf(left, sibling);
  }
  const right = rootFromPath(m - split, n - split, leaf, below);
  return right && nodeOf(sibling, right);
}

/** The old and new roots a consistency proof yields (RFC 6962 §2.1.2's SUBPROOF replayed). */
function rootsFromSubproof(
  m: number,
  n: number,
  proof: readonly Uint8Array[],
  complete: boolean,
  oldRoot: Uint8Array,
): [Uint8Array, Uint8Array] | null {
  if (m === n) {
    if (complete) return proof.length === 0 ? [oldRoot, oldRoot] : null;
    return proof.length === 1 ? [proof[0]!, proof[0]!] : null;
  }
  if (proof.length === 0) return null;
  const split = k(n);
  const last = proof.at(-1)!;
  const below = proof.slice(0, -1);
  if (m <= split) {
    const inner = rootsFromSubproof(m, split, below, complete, oldRoot);
    return inner && [inner[0], nodeOf(inner[1], last)];
  }
  const inner = rootsFromSubproof(m - split, n - split, below, false, oldRoot);
  return inner && [nodeOf(last, inner[0]), nodeOf(last, inner[1])];
}

const equal = (a: Uint8Array | null | undefined, b: Uint8Array) => !!a && Buffer.from(a).equals(Buffer.from(b));

/** Indexes checked at each size: all of them in small trees, both ends, the middle and a random one in larger. */
function sample(n: number): number[] {
  if (n <= 24) return [...Array(n).keys()];
  return [...new Set([0, 1, Math.floor(n / 2), n - 2, n - 1, Math.floor(Math.random() * n)])];
}

let handle: TestDatabase;
let database: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  database = handle.kind === 'postgres' ? fromPgPool(handle.handle as pg.Pool) : fromPglite(handle.handle as PGlite);
});
afterAll(async () => {
  await handle.close();
});

describe('the log tree (RFC 6962, D12)', () => {
  it('roots, inclusion and consistency proofs for every tree size from 1 to 300', async () => {
    const db = database.db;
    // Whatever the seeded ledger already holds comes first.
    const base = await db.transaction((tx) => appendLeaves(tx, []));
    expect(base.size).toBe(0);
    const txHashes: string[] = [];
    const leaves: Uint8Array[] = [];
    const roots: Uint8Array[] = [sha()];
    for (let n = 1; n <= 300; n += 1) {
      const txHash = randomBytes(32).toString('hex');
      txHashes.push(txHash);
      leaves.push(leafOf(txHash));
      const appended = await db.transaction((tx) => appendLeaves(tx, [txHash]));
      const root = mth(leaves);
      roots.push(root);
      expect(appended.size).toBe(n);
      expect(equal(appended.root, root), `root at size ${n}`).toBe(true);
      expect(equal(await treeRoot(db, n), root)).toBe(true);

      for (const m of sample(n)) {
        const proof = (await inclusionProof(db, m, n)).map((node) => new Uint8Array(node));
        expect(equal(rootFromPath(m, n, leaves[m]!, proof), root), `inclusion of ${m} in ${n}`).toBe(true);
        expect(await verifyInclusion(nodeDigest, m, n, leaves[m]!, proof, root)).toBe(true);
      }
      for (const m of sample(n + 1)) {
        const proof = (await consistencyProof(db, m, n)).map((node) => new Uint8Array(node));
        if (m === 0 || m === n) {
          expect(proof).toEqual([]);
          continue;
        }
        const roots2 = rootsFromSubproof(m, n, proof, true, roots[m]!);
        expect(equal(roots2?.[0], roots[m]!) && equal(roots2?.[1], root), `consistency ${m} → ${n}`).toBe(true);
        expect(await verifyConsistency(nodeDigest, m, n, roots[m]!, root, proof)).toBe(true);
      }
    }
    // Appending many at once gives the same tree as one by one.
    const streamed = new StreamingTree();
    txHashes.forEach((hash) => streamed.push(hash));
    expect(equal(streamed.root(), roots[300]!)).toBe(true);
    expect(await leafIndexOf(db, txHashes[123]!)).toBe(123);
    expect(await leafIndexOf(db, randomBytes(32).toString('hex'))).toBeNull();
    // Some ten thousand proof reads: a minute or more on PostgreSQL on a busy machine.
  }, 600_000);

  it('a proof that does not match is refused by both verifiers', async () => {
    const db = database.db;
    const n = 300;
    const root = await treeRoot(db, n);
    const proof = (await inclusionProof(db, 17, n)).map((node) => new Uint8Array(node));
    const wrongLeaf = sha(Uint8Array.of(0), randomBytes(32));
    expect(rootFromPath(17, n, wrongLeaf, proof)).not.toEqual(root);
    expect(await verifyInclusion(nodeDigest, 17, n, wrongLeaf, proof, root)).toBe(false);
    const old = await treeRoot(db, 100);
    const consistency = (await consistencyProof(db, 100, n)).map((node) => new Uint8Array(node));
    const tampered = consistency.map((node, index) => (index === 1 ? sha(node) : node));
    expect(await verifyConsistency(nodeDigest, 100, n, old, root, tampered)).toBe(false);
    expect(await verifyConsistency(nodeDigest, 100, n, old, root, consistency)).toBe(true);
    expect(await verifyConsistency(nodeDigest, 100, n, sha(old), root, consistency)).toBe(false);
  });
});
