import {
  fromBase64,
  leafHashOf,
  parseCheckpoint,
  parseNote,
  parseVerifierKey,
  verifyConsistency,
  verifyInclusion,
  verifyNote,
  type Checkpoint,
  type Ed25519Verify,
  type VerifierKey,
} from '@/utils/tlog';
import { fetchCheckpointNote, fetchConsistencyProof, fetchInclusionProof, fetchLogKey } from './api';
import { yieldToBrowser } from '@/lib/after-first-paint';
import { slicedDigest } from './after-paint';

/**
 * What the explorer checks in the visitor's browser (D12): the log's signature on the newest checkpoint and the
 * witnesses' cosignatures, the newest verified checkpoint remembered in localStorage, consistency with it proven
 * on the next visit, and a transaction's inclusion in the signed tree.
 */
export const SAVED_CHECKPOINT_KEY = 'xq.ledger.checkpoint';

/** Which Ed25519 implementation verified: the browser's own (Web Crypto), or the bundled one. */
export type Ed25519Engine = 'Web Crypto' | '@noble/ed25519';

let engine: Ed25519Engine | null = null;

const webCryptoVerify: Ed25519Verify = async (publicKey, message, signature) => {
  const key = await crypto.subtle.importKey('raw', publicKey as Uint8Array<ArrayBuffer>, { name: 'Ed25519' }, false, [
    'verify',
  ]);
  return crypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    signature as Uint8Array<ArrayBuffer>,
    message as Uint8Array<ArrayBuffer>,
  );
};

/** Web Crypto's Ed25519 where the browser has it; otherwise @noble/ed25519, downloaded only then. */
export const browserEd25519Verify: Ed25519Verify = async (publicKey, message, signature) => {
  await yieldToBrowser();
  if (engine !== '@noble/ed25519')
    try {
      const ok = await webCryptoVerify(publicKey, message, signature);
      engine = 'Web Crypto';
      return ok;
    } catch {
      engine = '@noble/ed25519';
    }
  const { verifyAsync } = await import('@noble/ed25519');
  return verifyAsync(signature, message, publicKey);
};

export interface Signer {
  name: string;
  role: 'log' | 'witness';
  /** A cosignature's time. */
  at?: Date;
}

interface SavedCheckpoint {
  vkey: string;
  note: string;
}

export type CheckpointCheck =
  | {
      state: 'verified';
      checkpoint: Checkpoint;
      note: string;
      signers: Signer[];
      witnesses: number;
      /** The size of the checkpoint remembered from an earlier visit, proven consistent with this one. */
      extends?: number;
      engine: Ed25519Engine | null;
      vkey: string;
    }
  | { state: 'bad-signature'; note: string }
  | {
      state: 'rewritten';
      /** What this browser verified before, and what the ledger shows now. */
      savedSize: number;
      size: number;
      reason: 'shorter' | 'different' | 'key-changed';
      note: string;
      saved: string;
    };

function readSaved(): SavedCheckpoint | null {
  try {
    const value = JSON.parse(localStorage.getItem(SAVED_CHECKPOINT_KEY) ?? 'null') as SavedCheckpoint | null;
    return value && typeof value.vkey === 'string' && typeof value.note === 'string' ? value : null;
  } catch {
    return null;
  }
}

const base64Nodes = (proof: readonly string[]) => {
  const nodes = proof.map((item) => fromBase64(item));
  return nodes.every((node) => node?.length === 32) ? (nodes as Uint8Array[]) : null;
};

/** Fetches and checks the newest checkpoint against the one this browser remembers. */
export async function checkCheckpoint(signal?: AbortSignal): Promise<CheckpointCheck> {
  const [{ note: noteText, signedAt }, key] = await Promise.all([fetchCheckpointNote(signal), fetchLogKey(signal)]);
  const logKey = await parseVerifierKey(slicedDigest, key.vkey);
  const witnessKeys = (await Promise.all(key.witnesses.map((text) => parseVerifierKey(slicedDigest, text)))).filter(
    (item): item is VerifierKey => item !== null,
  );
  const note = parseNote(noteText);
  const checkpoint = note ? parseCheckpoint(note.text) : null;
  if (!logKey || !note || !checkpoint || checkpoint.origin !== logKey.name)
    return { state: 'bad-signature', note: noteText };
  const { verified, failed } = await verifyNote(note, [logKey, ...witnessKeys], browserEd25519Verify);
  if (failed.length > 0 || !verified.some((item) => item.key === logKey))
    return { state: 'bad-signature', note: noteText };

  const saved = readSaved();
  const savedCheckpoint = saved ? parseCheckpoint(parseNote(saved.note)?.text ?? '') : null;
  let extendsSize: number | undefined;
  if (saved && savedCheckpoint && savedCheckpoint.origin === checkpoint.origin) {
    const rewritten = (reason: 'shorter' | 'different' | 'key-changed'): CheckpointCheck => ({
      state: 'rewritten',
      savedSize: savedCheckpoint.size,
      size: checkpoint.size,
      reason,
      note: noteText,
      saved: saved.note,
    });
    if (saved.vkey !== logKey.text) return rewritten('key-changed');
    if (checkpoint.size < savedCheckpoint.size) return rewritten('shorter');
    if (checkpoint.size > savedCheckpoint.size) {
      const proof = await fetchConsistencyProof(savedCheckpoint.size, checkpoint.size, signal);
      const nodes = base64Nodes(proof.proof);
      const consistent =
        nodes !== null &&
        (await verifyConsistency(
          slicedDigest,
          savedCheckpoint.size,
          checkpoint.size,
          savedCheckpoint.root,
          checkpoint.root,
          nodes,
        ));
      if (!consistent) return rewritten('different');
      extendsSize = savedCheckpoint.size;
    } else if (
      !(await verifyConsistency(
        slicedDigest,
        checkpoint.size,
        checkpoint.size,
        savedCheckpoint.root,
        checkpoint.root,
        [],
      ))
    )
      return rewritten('different');
    else extendsSize = savedCheckpoint.size;
  }
  try {
    localStorage.setItem(SAVED_CHECKPOINT_KEY, JSON.stringify({ vkey: logKey.text, note: noteText }));
  } catch {
    // Private browsing without storage: the check still holds for this visit.
  }
  const signers: Signer[] = verified.map((item) => ({
    name: item.key.name,
    role: item.key === logKey ? 'log' : 'witness',
    ...(item.timestamp !== undefined
      ? { at: new Date(item.timestamp * 1000) }
      : item.key === logKey && signedAt
        ? { at: signedAt }
        : {}),
  }));
  return {
    state: 'verified',
    checkpoint,
    note: noteText,
    signers,
    witnesses: signers.filter((item) => item.role === 'witness').length,
    ...(extendsSize === undefined ? {} : { extends: extendsSize }),
    engine,
    vkey: logKey.text,
  };
}

/** Whether `txHash` is in the tree `checkpoint` signs: its inclusion proof, checked here. */
export async function checkInclusion(
  txHash: string,
  checkpoint: Checkpoint,
  signal?: AbortSignal,
): Promise<{ included: boolean; index: number }> {
  const proof = await fetchInclusionProof(txHash, checkpoint.size, signal);
  const nodes = base64Nodes(proof.proof);
  const included =
    nodes !== null &&
    proof.size === checkpoint.size &&
    (await verifyInclusion(
      slicedDigest,
      proof.index,
      proof.size,
      await leafHashOf(slicedDigest, txHash),
      nodes,
      checkpoint.root,
    ));
  return { included, index: proof.index };
}
