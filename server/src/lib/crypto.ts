import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Digest } from '#utils/ledger-hash';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The ledger's SHA-256 (D9) on the server: node:crypto, synchronous, much faster than Web Crypto per call. */
export const nodeDigest: Digest = (bytes) => createHash('sha256').update(bytes).digest();

/** 32 random bytes, for a session (D5) or a set-password link (D8); only the SHA-256 is stored. */
export function newSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256(token) };
}

export function newNumericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** argon2id (the @node-rs/argon2 default algorithm). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Compared against when the account does not exist, so both paths cost one argon2 verify. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash('dummy-password-1');
  return dummyHash;
}
