/**
 * Test vectors of the ledger hashing rules (src/utils/ledger-hash.ts), computed by an independent implementation
 * (Python's hashlib and struct, following the rules in that module's comment). The SPA test checks them with Web
 * Crypto, the server test with node:crypto: both sides agree with the spec, hence with each other.
 */
export const TX_HASHES = [
  '045ef594d81d2f2134d61151ed71260d8f79e657c7cb6ed1d893688532017409',
  '0ab25f3049004ce5969100672c92a2768481db2abf7e0267a3b0828a639d5f75',
  'eea1ad3fbf2142ede510d0220518d902a5ba9b502851530d7fc1454f5147206c',
  '54cc301a70fd9f3b497965ba192cda510ea6f789d9cbfd25b83864e5deef5c15',
  '9b66130d2c7c05ee662b24fdca0a32bfda1a0cb1102fb3e53168eb61b378fc6d',
  '54b32b2543de9611ccae06cd2fbf1a7f8d5297ad931ffd18b25dd11f8cec9852',
  '05320dd888b1da6f0de8cbf6e50cf39572ef9678ffca974b5372c3dcbe5b6716',
] as const;

/** Merkle root of the first n of TX_HASHES. */
export const MERKLE_ROOTS: Record<number, string> = {
  1: '1906d4038023cf30ba6607cce5f8bf69038b9bd15bb7b58f5ea62ebe608be751',
  2: '865327b96628b7503ecf6fd9530b0cb76e9f9fbd6d68154ccbb2cd4d48e317e0',
  3: '96b9fad6f1c4e6f9c91283b8cb1ba20871b1c9b8bbf69864961a7f00fe038533',
  5: '08856681af5a19ac0860fd59a2b60ff0f647a0d0aaed5fba1464ae997b2e14f2',
  7: '82450e8c3dabf5d3a0eb585887f88250e63622716b9f3170d91ddab81a560d3f',
};

export const PAYLOAD = {
  record: 'lead',
  name: '张三',
  content: 'line1\nline2 "q"',
  n: 42,
  z: null,
  a: [true, false],
};
export const CANONICAL_PAYLOAD =
  '{"a":[true,false],"content":"line1\\nline2 \\"q\\"","n":42,"name":"张三","record":"lead","z":null}';
export const PAYLOAD_HASH = 'ac0d891744443f6ca51e5e18304036b370c95ffd7a1120ed9077bdfdf1a54271';
export const TX = {
  kind: 'lead.received',
  ref: 'lead:1',
  payloadHash: PAYLOAD_HASH,
  createdAt: '2026-11-21T02:00:00.000Z',
};
export const TX_HASH = 'a3dbb6142712c155a822e5940998a9879bb8aa22be1de35954bc958b15aeb9cc';

/** Block 1 over the first 3 of TX_HASHES, sealed at 2026-11-21T02:00:00.000Z. */
export const BLOCK_1 = {
  height: 1,
  prevHash: '0'.repeat(64),
  merkleRoot: MERKLE_ROOTS[3]!,
  sealedAt: '2026-11-21T02:00:00.000Z',
  hash: '70a9239750300a08c3c22d0ff62d655374419058f4926c42224d42d25eb9c11b',
};
