import { getPublicKeyAsync, signAsync } from '@noble/ed25519';
import { webDigest } from '../utils/ledger-hash';
import {
  checkpointBody,
  COSIGNATURE_V1,
  cosignatureMessage,
  keyIdOf,
  leafHashOf,
  NOTE_ED25519,
  nodeHashOf,
  signatureLine,
  timestampedSignature,
  toBase64,
  verifierKeyText,
} from '../utils/tlog';
import { mockLedger } from './chain';

/**
 * The mock log (D12) over the mock ledger's transactions, with the real formats: an RFC 6962 tree, a checkpoint
 * signed by a fixed mock key and cosigned by one mock witness, so that the explorer's checks pass on mocks as they
 * do against the server. The tree is recomputed from the leaves (a few hundred) for each answer.
 */
export const MOCK_LOG_NAME = 'mock.xingqiao-chain.example.com/ledger';
export const MOCK_WITNESS_NAME = 'witness.mock.example.org/w1';
const LOG_SEED = new Uint8Array(32).fill(7);
const WITNESS_SEED = new Uint8Array(32).fill(9);
/** 2026-11-21 09:00 in Shanghai, the mock ledger's last block. */
const COSIGNED_AT = Date.parse('2026-11-21T09:00:30+08:00') / 1000;

const encoder = new TextEncoder();

async function keyOf(name: string, type: number, seed: Uint8Array) {
  const publicKey = await getPublicKeyAsync(seed);
  const keyId = await keyIdOf(webDigest, name, type, publicKey);
  return { name, type, seed, keyId, vkey: verifierKeyText(name, keyId, type, publicKey) };
}

export async function mockLogKeys() {
  return {
    log: await keyOf(MOCK_LOG_NAME, NOTE_ED25519, LOG_SEED),
    witness: await keyOf(MOCK_WITNESS_NAME, COSIGNATURE_V1, WITNESS_SEED),
  };
}

async function leaves(): Promise<Uint8Array[]> {
  const { blocks } = await mockLedger();
  return Promise.all(blocks.flatMap((block) => block.transactions.map((tx) => leafHashOf(webDigest, tx.txHash))));
}

const splitOf = (n: number) => {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
};

async function mth(hashes: readonly Uint8Array[]): Promise<Uint8Array> {
  if (hashes.length === 0) return webDigest(new Uint8Array());
  if (hashes.length === 1) return hashes[0]!;
  const k = splitOf(hashes.length);
  return nodeHashOf(webDigest, await mth(hashes.slice(0, k)), await mth(hashes.slice(k)));
}

async function path(m: number, hashes: readonly Uint8Array[]): Promise<Uint8Array[]> {
  if (hashes.length <= 1) return [];
  const k = splitOf(hashes.length);
  return m < k
    ? [...(await path(m, hashes.slice(0, k))), await mth(hashes.slice(k))]
    : [...(await path(m - k, hashes.slice(k))), await mth(hashes.slice(0, k))];
}

async function subproof(m: number, hashes: readonly Uint8Array[], complete: boolean): Promise<Uint8Array[]> {
  if (m === hashes.length) return complete ? [] : [await mth(hashes)];
  const k = splitOf(hashes.length);
  return m <= k
    ? [...(await subproof(m, hashes.slice(0, k), complete)), await mth(hashes.slice(k))]
    : [...(await subproof(m - k, hashes.slice(k), false)), await mth(hashes.slice(0, k))];
}

/** The newest checkpoint of the mock log, cosigned by the mock witness. */
export async function mockCheckpoint(): Promise<string> {
  const hashes = await leaves();
  const { log, witness } = await mockLogKeys();
  const body = checkpointBody(log.name, hashes.length, await mth(hashes));
  const signature = await signAsync(encoder.encode(body), log.seed);
  const cosignature = await signAsync(encoder.encode(cosignatureMessage(body, COSIGNED_AT)), witness.seed);
  return [
    body,
    signatureLine(log.name, log.keyId, signature),
    signatureLine(witness.name, witness.keyId, timestampedSignature(COSIGNED_AT, cosignature)),
    '',
  ].join('\n');
}

export async function mockInclusionProof(txHash: string, size?: number) {
  const all = await leaves();
  const { blocks } = await mockLedger();
  const index = blocks.flatMap((block) => block.transactions.map((tx) => tx.txHash)).indexOf(txHash);
  const treeSize = size ?? all.length;
  if (index < 0 || index >= treeSize || treeSize > all.length) return null;
  const proof = await path(index, all.slice(0, treeSize));
  return { index, size: treeSize, proof: proof.map(toBase64) };
}

export async function mockConsistencyProof(from: number, to?: number) {
  const all = await leaves();
  const size = to ?? all.length;
  if (from > size || size > all.length) return null;
  const proof = from === 0 || from === size ? [] : await subproof(from, all.slice(0, size), true);
  return { from, to: size, proof: proof.map(toBase64) };
}
