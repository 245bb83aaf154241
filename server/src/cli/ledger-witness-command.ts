/**
 * What `npm run ledger:witness` does (D12, docs/ledger.md), as a function of its arguments (the entry,
 * ledger-witness.ts, only wires it to the process):
 *
 * - `--init --name <name> --key <file>`: writes a witness key (Go note signer format, type 0x04, mode 0600) and
 *   prints its verifier key, for the log's LEDGER_WITNESSES.
 * - `--log <base URL> --key <file> --state <file> [--once] [--interval <s>]`: fetches the log's checkpoint, checks
 *   the log's signature (the log key is trusted on first use and kept in the state file) and a consistency proof
 *   from the head it stored, then cosigns (C2SP tlog-cosignature/v1) and posts the cosignature. A checkpoint smaller
 *   than, or inconsistent with, the stored head is never cosigned: both notes are kept beside the state file as
 *   evidence, the reason is printed in Chinese and the command exits 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API, API_BASE_PATH } from '#contracts/paths';
import {
  COSIGNATURE_V1,
  cosignatureMessage,
  fromBase64,
  parseCheckpoint,
  parseNote,
  parseVerifierKey,
  signatureLine,
  timestampedSignature,
  verifyConsistency,
  verifyNote,
  type VerifierKey,
} from '#utils/tlog';
import { nodeDigest } from '../lib/crypto';
import { nodeEd25519Verify, readKeyFile, writeKeyFile } from '../modules/chain/keys';
import type { CommandOutput } from './ledger-verify-command';

interface WitnessState {
  /** The log's verifier key, trusted on first use. */
  logKey: string;
  /** The newest checkpoint cosigned: its note as the log served it. */
  note: string;
  size: number;
}

export interface WitnessOptions {
  fetch?: typeof fetch;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

function argOf(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** Refusal: a reason in Chinese, with both notes kept as evidence. */
class Refusal extends Error {}

export async function runLedgerWitness(
  args: string[],
  output: CommandOutput,
  options: WitnessOptions = {},
): Promise<0 | 1 | 2> {
  const keyFile = argOf(args, '--key');
  if (args.includes('--init')) {
    const name = argOf(args, '--name');
    if (!name || !keyFile) {
      output.error('usage: npm run ledger:witness -- --init --name <witness name> --key <file>');
      return 2;
    }
    if (fs.existsSync(keyFile)) {
      output.error(`${keyFile} 已存在，不会覆盖 / already exists, not overwritten`);
      return 2;
    }
    const signer = writeKeyFile(path.resolve(keyFile), name, COSIGNATURE_V1);
    output.log(signer.vkey);
    return 0;
  }
  const log = argOf(args, '--log');
  const stateFile = argOf(args, '--state');
  if (!log || !keyFile || !stateFile) {
    output.error(
      'usage: npm run ledger:witness -- --log <base URL> --key <file> --state <file> [--once] [--interval <seconds>]',
    );
    return 2;
  }
  let signer;
  try {
    signer = readKeyFile(keyFile, COSIGNATURE_V1);
  } catch (error) {
    output.error(`见证方密钥不可用 / witness key unusable: ${(error as Error).message}`);
    return 2;
  }
  const base = log.replace(/\/+$/, '');
  const apiBase = base.endsWith(API_BASE_PATH) ? base : `${base}${API_BASE_PATH}`;
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const interval = Number(argOf(args, '--interval') ?? 60) * 1000;

  const round = async (): Promise<string> => {
    const state: WitnessState | null = fs.existsSync(stateFile)
      ? (JSON.parse(fs.readFileSync(stateFile, 'utf8')) as WitnessState)
      : null;
    let logKeyText = state?.logKey;
    if (!logKeyText) {
      const answer = (await (await fetchFn(`${apiBase}${API.chainKey}`)).json()) as { data?: { vkey?: string } };
      logKeyText = answer.data?.vkey;
    }
    const logKey: VerifierKey | null = logKeyText ? await parseVerifierKey(nodeDigest, logKeyText) : null;
    if (!logKey) throw new Error('无法取得账本的验证公钥 / cannot read the log key');
    const response = await fetchFn(`${apiBase}${API.chainCheckpoint}`);
    const text = await response.text();
    const note = parseNote(text);
    const checkpoint = note ? parseCheckpoint(note.text) : null;
    const refuse = (reason: string) => {
      const evidence = `${stateFile}.refused-${now().toISOString().replace(/[:.]/g, '-')}.txt`;
      fs.writeFileSync(
        evidence,
        `${reason}\n\n== 本见证方保存的检查点 / stored checkpoint (size ${state?.size ?? 0}) ==\n${state?.note ?? ''}\n== 账本现在提供的检查点 / checkpoint served now ==\n${text}`,
        { mode: 0o600 },
      );
      return new Refusal(`${reason}\n证据已保存 / evidence kept: ${evidence}`);
    };
    if (!note || !checkpoint || checkpoint.origin !== logKey.name)
      throw refuse('拒绝共同签名：账本返回的不是本账本的检查点。');
    const { verified, failed } = await verifyNote(note, [logKey], nodeEd25519Verify);
    if (verified.length === 0 || failed.length > 0)
      throw refuse('拒绝共同签名：检查点的签名无法用首次记录的账本公钥验证（密钥被更换或检查点被伪造）。');
    if (state) {
      const stored = parseCheckpoint(parseNote(state.note)?.text ?? '');
      if (!stored) throw new Error(`${stateFile} 中保存的检查点无法解析 / the stored checkpoint cannot be read`);
      if (checkpoint.size < stored.size)
        throw refuse(
          `拒绝共同签名：账本现在只有 ${checkpoint.size} 笔交易，少于本见证方已确认的 ${stored.size} 笔——账本被回滚或改写。`,
        );
      let consistent: boolean;
      if (checkpoint.size === stored.size) consistent = Buffer.from(checkpoint.root).equals(Buffer.from(stored.root));
      else {
        const proofAnswer = (await (
          await fetchFn(`${apiBase}${API.chainConsistencyProof}?from=${stored.size}&to=${checkpoint.size}`)
        ).json()) as { data?: { proof?: string[] } };
        const proof = (proofAnswer.data?.proof ?? []).map((item) => fromBase64(item));
        consistent =
          proof.every((item) => item?.length === 32) &&
          (await verifyConsistency(
            nodeDigest,
            stored.size,
            checkpoint.size,
            stored.root,
            checkpoint.root,
            proof as Uint8Array[],
          ));
      }
      if (!consistent)
        throw refuse(
          `拒绝共同签名：账本的 ${checkpoint.size} 笔交易与本见证方已确认的前 ${stored.size} 笔不一致——账本被改写（分叉）。`,
        );
    }
    // The body is consistent with everything seen before: cosign it and keep it as the new head.
    const timestamp = Math.floor(now().getTime() / 1000);
    const signature = signer.sign(new TextEncoder().encode(cosignatureMessage(note.text, timestamp)));
    const line = signatureLine(signer.name, signer.keyId, timestampedSignature(timestamp, signature));
    const logLine = note.signatures.find((item) => item.name === logKey.name && item.keyId === logKey.keyId)!.line;
    const next: WitnessState = { logKey: logKey.text, note: text, size: checkpoint.size };
    fs.writeFileSync(stateFile, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
    const posted = await fetchFn(`${apiBase}${API.chainCosign}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // The log's own signature and this witness's: other witnesses' lines are theirs to post.
      body: JSON.stringify({ note: `${note.text}\n${logLine}\n${line}\n` }),
    });
    const answer = (await posted.json()) as { code: number; msg: string };
    if (answer.code !== 0)
      throw new Error(
        `账本没有收下共同签名：${answer.msg}（请账本运营方把本见证方公钥 ${signer.vkey} 加入 LEDGER_WITNESSES）`,
      );
    return `已共同签名：${checkpoint.origin} 第 ${checkpoint.size} 笔交易处的检查点 / cosigned size ${checkpoint.size}`;
  };

  for (;;) {
    try {
      output.log(await round());
    } catch (error) {
      output.error((error as Error).message);
      // A refusal ends the run; an unreachable log is tried again at the next round.
      if (error instanceof Refusal || args.includes('--once')) return 1;
    }
    if (args.includes('--once')) return 0;
    await (options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))))(interval);
  }
}
