import { createHash, createPrivateKey, createPublicKey, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  COSIGNATURE_V1,
  fromBase64,
  keyIdHex,
  NOTE_ED25519,
  toBase64,
  verifierKeyText,
  type Ed25519Verify,
} from '#utils/tlog';

/**
 * Ed25519 keys in Go's note formats (golang.org/x/mod/sumdb/note, docs/ledger.md): the signer key file holds
 * `PRIVATE+KEY+<name>+<8 hex key id>+<base64(type ‖ 32-byte seed)>`, the verifier key
 * `<name>+<8 hex key id>+<base64(type ‖ public key)>`. Type 0x01 signs the log's checkpoints, 0x04 a witness's
 * cosignatures (C2SP tlog-cosignature).
 */
export interface NoteSigner {
  name: string;
  keyId: number;
  type: number;
  publicKey: Uint8Array;
  vkey: string;
  sign(message: Uint8Array): Uint8Array;
}

// DER prefixes of an Ed25519 private key (PKCS #8) and public key (SPKI): the 32 key bytes follow.
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

function keyIdSync(name: string, type: number, publicKey: Uint8Array): number {
  return createHash('sha256')
    .update(Buffer.concat([Buffer.from(`${name}\n`), Buffer.of(type), publicKey]))
    .digest()
    .readUInt32BE(0);
}

const KEY_NAME = /^[^\s+]+$/u;

function signerOf(name: string, type: number, seed: Uint8Array): NoteSigner {
  const privateKey: KeyObject = createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const publicKey = new Uint8Array(Buffer.from(jwk.x!, 'base64url'));
  const keyId = keyIdSync(name, type, publicKey);
  return {
    name,
    keyId,
    type,
    publicKey,
    vkey: verifierKeyText(name, keyId, type, publicKey),
    sign: (message) => new Uint8Array(sign(null, message, privateKey)),
  };
}

/** A new signer key text for `name`. */
export function generateSignerKey(name: string, type: number = NOTE_ED25519): string {
  if (!KEY_NAME.test(name)) throw new Error('a key name has no spaces and no "+"');
  const seed = randomBytes(32);
  const signer = signerOf(name, type, seed);
  return `PRIVATE+KEY+${name}+${keyIdHex(signer.keyId)}+${toBase64(Buffer.concat([Buffer.of(type), seed]))}`;
}

/** Parses a signer key text; throws with the reason when it is not one (or its key id does not match). */
export function parseSignerKey(text: string, type: number = NOTE_ED25519): NoteSigner {
  const match = /^PRIVATE\+KEY\+([^\s+]+)\+([0-9a-f]{8})\+([A-Za-z0-9+/=]+)$/.exec(text.trim());
  const bytes = match ? fromBase64(match[3]!) : null;
  if (!match || !bytes || bytes.length !== 33) throw new Error('not a signer key (PRIVATE+KEY+name+id+key)');
  if (bytes[0] !== type)
    throw new Error(
      `a key of type ${bytes[0]}, where ${type === COSIGNATURE_V1 ? 'a witness' : 'a log'} key is needed`,
    );
  const signer = signerOf(match[1]!, type, bytes.slice(1));
  if (keyIdHex(signer.keyId) !== match[2]) throw new Error('the key id does not match the key');
  return signer;
}

/** Reads a key file, refusing one that others may read (it must stay 0600). */
export function readKeyFile(file: string, type: number = NOTE_ED25519): NoteSigner {
  const mode = fs.statSync(file).mode & 0o777;
  if ((mode & 0o077) !== 0)
    throw new Error(`${file} is readable by others (mode ${mode.toString(8)}): chmod 600 ${file}`);
  return parseSignerKey(fs.readFileSync(file, 'utf8'), type);
}

/** Writes a new key file (mode 0600); never overwrites one. */
export function writeKeyFile(file: string, name: string, type: number = NOTE_ED25519): NoteSigner {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const text = generateSignerKey(name, type);
  fs.writeFileSync(file, `${text}\n`, { mode: 0o600, flag: 'wx' });
  return parseSignerKey(text, type);
}

export const nodeEd25519Verify: Ed25519Verify = async (publicKey, message, signature) => {
  try {
    const key = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, publicKey]), format: 'der', type: 'spki' });
    return verify(null, message, key, signature);
  } catch {
    return false;
  }
};
