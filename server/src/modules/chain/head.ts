import { checkpointBody, signatureLine } from '#utils/tlog';
import type { Queryable } from '../../context';
import { ledgerCheckpoints } from '../../db/schema';
import type { NoteSigner } from './keys';

/** A C2SP tlog-checkpoint signed note of the tree head, the origin being the log key's name (D12). */
export function signCheckpoint(signer: NoteSigner, size: number, root: Uint8Array): string {
  const body = checkpointBody(signer.name, size, root);
  return `${body}\n${signatureLine(signer.name, signer.keyId, signer.sign(new TextEncoder().encode(body)))}\n`;
}

export async function insertCheckpoint(
  q: Queryable,
  signer: NoteSigner,
  tree: { size: number; root: Buffer },
  now: Date,
): Promise<void> {
  await q
    .insert(ledgerCheckpoints)
    .values({
      size: tree.size,
      root: tree.root.toString('hex'),
      note: signCheckpoint(signer, tree.size, tree.root),
      signedAt: now,
    })
    .onConflictDoNothing();
}
