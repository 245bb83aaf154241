import { describe, expect, it } from 'vitest';
import {
  blockHashOf,
  canonicalJson,
  merkleProofOf,
  merkleRootOf,
  payloadHashOf,
  txHashOf,
  verifyMerkleProof,
  type Digest,
} from '@/utils/ledger-hash';
import {
  BLOCK_1,
  CANONICAL_PAYLOAD,
  MERKLE_ROOTS,
  PAYLOAD,
  PAYLOAD_HASH,
  TX,
  TX_HASH,
  TX_HASHES,
} from './ledger-vectors';

/** The same cases for every SHA-256 implementation: Web Crypto in the SPA suite, node:crypto in the server suite. */
export function ledgerHashCases(name: string, digest: Digest): void {
  describe(`ledger hashing rules (${name})`, () => {
    it('writes canonical JSON: sorted keys, no whitespace, JSON string escapes', async () => {
      expect(canonicalJson(PAYLOAD)).toBe(CANONICAL_PAYLOAD);
      expect(await payloadHashOf(digest, canonicalJson(PAYLOAD))).toBe(PAYLOAD_HASH);
      expect(() => canonicalJson({ amount: 1.5 })).toThrow();
      expect(() => canonicalJson({ at: new Date() })).toThrow();
      expect(() => canonicalJson({ missing: undefined })).toThrow();
    });

    it('hashes a transaction from kind, ref, payloadHash and createdAt', async () => {
      expect(await txHashOf(digest, TX)).toBe(TX_HASH);
      expect(await txHashOf(digest, { ...TX, createdAt: new Date(TX.createdAt) })).toBe(TX_HASH);
    });

    it('computes Merkle roots with the odd node carried up', async () => {
      for (const [count, root] of Object.entries(MERKLE_ROOTS))
        expect(await merkleRootOf(digest, TX_HASHES.slice(0, Number(count)))).toBe(root);
      // No duplication of the last leaf: [a, b, c] and [a, b, c, c] differ.
      const three = TX_HASHES.slice(0, 3);
      expect(await merkleRootOf(digest, [...three, three[2]!])).not.toBe(MERKLE_ROOTS[3]);
    });

    it('gives a proof for every transaction that leads to the root, and to no other', async () => {
      for (const count of [1, 2, 3, 5, 7]) {
        const hashes = TX_HASHES.slice(0, count);
        for (let index = 0; index < count; index += 1) {
          const proof = await merkleProofOf(digest, hashes, index);
          expect(await verifyMerkleProof(digest, hashes[index]!, proof, MERKLE_ROOTS[count]!)).toBe(true);
          if (count > 1) {
            const other = hashes[(index + 1) % count]!;
            expect(await verifyMerkleProof(digest, other, proof, MERKLE_ROOTS[count]!)).toBe(false);
            const flipped = proof.map((step, at) =>
              at === 0
                ? { ...step, position: step.position === 'left' ? ('right' as const) : ('left' as const) }
                : step,
            );
            expect(await verifyMerkleProof(digest, hashes[index]!, flipped, MERKLE_ROOTS[count]!)).toBe(false);
          }
        }
      }
      expect(await verifyMerkleProof(digest, 'not-a-hash', [], MERKLE_ROOTS[1]!)).toBe(false);
    });

    it('hashes a block header of 80 bytes', async () => {
      expect(await blockHashOf(digest, BLOCK_1)).toBe(BLOCK_1.hash);
      expect(await blockHashOf(digest, { ...BLOCK_1, sealedAt: new Date(BLOCK_1.sealedAt) })).toBe(BLOCK_1.hash);
      expect(await blockHashOf(digest, { ...BLOCK_1, height: 2 })).not.toBe(BLOCK_1.hash);
    });
  });
}
