/**
 * The transparency-log formats of DECISIONS D12, one module for the server, the witness, `ledger:verify` and the
 * explorer in the browser (docs/ledger.md):
 *
 * - RFC 6962 / RFC 9162 Merkle tree over every sealed transaction: leaf = the 32 raw bytes of a txHash, leaf hash
 *   SHA-256(0x00 ‖ leaf), node SHA-256(0x01 ‖ left ‖ right); inclusion and consistency proofs checked with the
 *   algorithms of RFC 9162 §2.1.3.2 and §2.1.4.2.
 * - C2SP signed notes (`— <name> base64(key id ‖ signature)` lines under the text), tlog-checkpoint bodies
 *   (`<origin>\n<size>\n<base64 root>\n`), verifier keys (`<name>+<8 hex key id>+<base64(type ‖ public key)>`), and
 *   tlog-cosignature/v1 (type 0x04, a timestamped Ed25519 signature over `cosignature/v1\ntime <t>\n<body>`).
 */
import type { Digest } from './ledger-hash';

export const NOTE_ED25519 = 0x01;
export const COSIGNATURE_V1 = 0x04;

const encoder = new TextEncoder();

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Standard base64 (RFC 4648 §4) to bytes; null when the text is not canonical base64. */
export function fromBase64(text: string): Uint8Array | null {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return toBase64(bytes) === text ? bytes : null;
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let index = 0; index < a.length; index += 1) diff |= a[index]! ^ b[index]!;
  return diff === 0;
}

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1)
    bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/** RFC 6962 leaf hash of a transaction: SHA-256(0x00 ‖ the 32 bytes of its txHash). */
export async function leafHashOf(digest: Digest, txHash: string): Promise<Uint8Array> {
  if (!/^[0-9a-f]{64}$/.test(txHash)) throw new Error('not a transaction hash');
  return digest(concat(Uint8Array.of(0), hexToBytes(txHash)));
}

export async function nodeHashOf(digest: Digest, left: Uint8Array, right: Uint8Array): Promise<Uint8Array> {
  return digest(concat(Uint8Array.of(1), left, right));
}

/** RFC 9162 §2.1.3.2: whether `proof` leads from the leaf at `index` to `root` in a tree of `size` leaves. */
export async function verifyInclusion(
  digest: Digest,
  index: number,
  size: number,
  leafHash: Uint8Array,
  proof: readonly Uint8Array[],
  root: Uint8Array,
): Promise<boolean> {
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || index >= size) return false;
  let fn = index;
  let sn = size - 1;
  let r = leafHash;
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = await nodeHashOf(digest, p, r);
      if (fn % 2 === 0)
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
    } else r = await nodeHashOf(digest, r, p);
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && bytesEqual(r, root);
}

const isPowerOfTwo = (n: number) => n > 0 && (n & (n - 1)) === 0;

/** RFC 9162 §2.1.4.2: whether the tree of `size2` leaves with `root2` extends the one of `size1` with `root1`. */
export async function verifyConsistency(
  digest: Digest,
  size1: number,
  size2: number,
  root1: Uint8Array,
  root2: Uint8Array,
  proof: readonly Uint8Array[],
): Promise<boolean> {
  if (!Number.isSafeInteger(size1) || !Number.isSafeInteger(size2) || size1 < 0 || size2 < size1) return false;
  if (size1 === 0) return proof.length === 0;
  if (size1 === size2) return proof.length === 0 && bytesEqual(root1, root2);
  if (proof.length === 0) return false;
  const path = isPowerOfTwo(size1) ? [root1, ...proof] : [...proof];
  let fn = size1 - 1;
  let sn = size2 - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0]!;
  let sr = path[0]!;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = await nodeHashOf(digest, c, fr);
      sr = await nodeHashOf(digest, c, sr);
      if (fn % 2 === 0)
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
    } else sr = await nodeHashOf(digest, sr, c);
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && bytesEqual(fr, root1) && bytesEqual(sr, root2);
}

/** A signature line of a signed note. */
export interface NoteSignature {
  name: string;
  keyId: number;
  /** The bytes after the key id (a cosignature: 8-byte timestamp, then the signature). */
  signature: Uint8Array;
  line: string;
}

export interface SignedNote {
  /** The note text, ending in a newline (what the log signs). */
  text: string;
  signatures: NoteSignature[];
}

const KEY_NAME = /^[^\s+]+$/u;

/** C2SP signed-note: the text, a blank line, then `— <name> <base64>` lines. Null when malformed. */
export function parseNote(note: string): SignedNote | null {
  // eslint-disable-next-line no-control-regex -- the format forbids every control character but the newline
  if (/[\u0000-\u0009\u000b-\u001f]/.test(note) || !note.endsWith('\n')) return null;
  const split = note.lastIndexOf('\n\n');
  if (split < 0) return null;
  const text = note.slice(0, split + 1);
  const lines = note.slice(split + 2, -1).split('\n');
  const signatures: NoteSignature[] = [];
  for (const line of lines) {
    const match = /^\u2014 (\S+) (\S+)$/u.exec(line);
    if (!match || !KEY_NAME.test(match[1]!)) return null;
    const bytes = fromBase64(match[2]!);
    if (!bytes || bytes.length < 5) return null;
    const keyId = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
    signatures.push({ name: match[1]!, keyId, signature: bytes.slice(4), line });
  }
  return signatures.length > 0 ? { text, signatures } : null;
}

export interface Checkpoint {
  origin: string;
  size: number;
  root: Uint8Array;
}

/** C2SP tlog-checkpoint body: origin, decimal size, base64 root hash, then optional extension lines. */
export function parseCheckpoint(text: string): Checkpoint | null {
  const lines = text.split('\n');
  if (lines.length < 4 || lines.at(-1) !== '') return null;
  const [origin, sizeText, rootText] = lines as [string, string, string];
  if (!origin || !/^(0|[1-9]\d{0,15})$/.test(sizeText)) return null;
  const size = Number(sizeText);
  const root = fromBase64(rootText);
  if (!Number.isSafeInteger(size) || !root || root.length !== 32) return null;
  return { origin, size, root };
}

export function checkpointBody(origin: string, size: number, root: Uint8Array): string {
  return `${origin}\n${size}\n${toBase64(root)}\n`;
}

export async function keyIdOf(digest: Digest, name: string, type: number, publicKey: Uint8Array): Promise<number> {
  const hash = await digest(concat(encoder.encode(`${name}\n`), Uint8Array.of(type), publicKey));
  return new DataView(hash.buffer, hash.byteOffset).getUint32(0);
}

export const keyIdHex = (keyId: number) => keyId.toString(16).padStart(8, '0');

export interface VerifierKey {
  name: string;
  keyId: number;
  /** 0x01: the log's note signature; 0x04: a witness's cosignature. */
  type: number;
  publicKey: Uint8Array;
  text: string;
}

/** `<name>+<8 hex key id>+<base64(type ‖ 32-byte Ed25519 key)>`, its key id recomputed; null when it does not add up. */
export async function parseVerifierKey(digest: Digest, text: string): Promise<VerifierKey | null> {
  const match = /^([^\s+]+)\+([0-9a-f]{8})\+([A-Za-z0-9+/=]+)$/.exec(text.trim());
  if (!match) return null;
  const bytes = fromBase64(match[3]!);
  if (!bytes || bytes.length !== 33 || (bytes[0] !== NOTE_ED25519 && bytes[0] !== COSIGNATURE_V1)) return null;
  const publicKey = bytes.slice(1);
  const keyId = await keyIdOf(digest, match[1]!, bytes[0]!, publicKey);
  if (keyIdHex(keyId) !== match[2]) return null;
  return { name: match[1]!, keyId, type: bytes[0]!, publicKey, text: text.trim() };
}

export function verifierKeyText(name: string, keyId: number, type: number, publicKey: Uint8Array): string {
  return `${name}+${keyIdHex(keyId)}+${toBase64(concat(Uint8Array.of(type), publicKey))}`;
}

/** tlog-cosignature/v1: what a witness signs for a checkpoint body at `timestamp` (POSIX seconds). */
export function cosignatureMessage(body: string, timestamp: number): string {
  return `cosignature/v1\ntime ${timestamp}\n${body}`;
}

/** A verifier of Ed25519 signatures: node:crypto on the server, Web Crypto or @noble/ed25519 in the browser. */
export type Ed25519Verify = (publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array) => Promise<boolean>;

export interface VerifiedSignature {
  key: VerifierKey;
  /** A cosignature's time (POSIX seconds). */
  timestamp?: number;
}

/**
 * The signatures of `note` by `keys`: those that verify, and whether any signature of a known key failed (a
 * forged or altered note; C2SP: reject the whole note). Lines of unknown keys are ignored.
 */
export async function verifyNote(
  note: SignedNote,
  keys: readonly VerifierKey[],
  verify: Ed25519Verify,
): Promise<{ verified: VerifiedSignature[]; failed: VerifierKey[] }> {
  const verified: VerifiedSignature[] = [];
  const failed: VerifierKey[] = [];
  for (const signature of note.signatures) {
    const key = keys.find((item) => item.name === signature.name && item.keyId === signature.keyId);
    if (!key || verified.some((item) => item.key === key)) continue;
    if (key.type === NOTE_ED25519) {
      const ok =
        signature.signature.length === 64 &&
        (await verify(key.publicKey, encoder.encode(note.text), signature.signature));
      if (ok) verified.push({ key });
      else failed.push(key);
    } else {
      const bytes = signature.signature;
      if (bytes.length !== 72) {
        failed.push(key);
        continue;
      }
      const timestamp = Number(new DataView(bytes.buffer, bytes.byteOffset).getBigUint64(0));
      const ok = await verify(key.publicKey, encoder.encode(cosignatureMessage(note.text, timestamp)), bytes.slice(8));
      if (ok) verified.push({ key, timestamp });
      else failed.push(key);
    }
  }
  return { verified, failed };
}

/** A signature line: `— <name> base64(key id ‖ bytes)`. */
export function signatureLine(name: string, keyId: number, bytes: Uint8Array): string {
  const id = new Uint8Array(4);
  new DataView(id.buffer).setUint32(0, keyId);
  return `\u2014 ${name} ${toBase64(concat(id, bytes))}`;
}

/** The 8-byte big-endian timestamp of a cosignature followed by its signature. */
export function timestampedSignature(timestamp: number, signature: Uint8Array): Uint8Array {
  const head = new Uint8Array(8);
  new DataView(head.buffer).setBigUint64(0, BigInt(timestamp));
  return concat(head, signature);
}
