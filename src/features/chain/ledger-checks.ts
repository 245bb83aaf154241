import type { ChainBlockDetail, ChainTxDetail, TraceBatch } from '@/contracts/chain';
import { traceBatchFields, traceStepPayload } from '@/contracts/trace-sample';
import {
  blockHashOf,
  canonicalJson,
  isHash,
  merkleProofPath,
  merkleRootOf,
  payloadHashOf,
  txHashOf,
  type BlockFields,
} from '@/utils/ledger-hash';
import { slicedDigest } from './after-paint';

/**
 * What the explorer and the trace page recompute in the visitor's browser with Web Crypto (D9), never taking the
 * server's word: each check names what was recomputed, what the ledger records, and what a mismatch means.
 */
export interface LedgerCheck {
  label: string;
  ok: boolean;
  /** What the ledger answer records. */
  recorded: string;
  /** What the browser computed. */
  computed: string;
  /** Why it fails, in Chinese; shown only when `ok` is false. */
  failure: string;
}

export interface CheckResult {
  checks: LedgerCheck[];
  verified: boolean;
  /** The first failed check's reason, or null. */
  failure: string | null;
}

function resultOf(checks: LedgerCheck[]): CheckResult {
  const failed = checks.find((check) => !check.ok);
  return { checks, verified: !failed, failure: failed?.failure ?? null };
}

function check(label: string, recorded: string, computed: string, failure: string): LedgerCheck {
  return { label, ok: recorded === computed, recorded, computed, failure };
}

function blockHashCheck(block: BlockFields & { hash: string }): Promise<LedgerCheck> {
  return blockHashOf(slicedDigest, block).then((computed) =>
    check(
      '区块哈希',
      block.hash,
      computed,
      '区块哈希不一致：按区块头（高度、前一区块哈希、默克尔根、封存时间）重算的哈希与记录的区块哈希不同',
    ),
  );
}

const MALFORMED: CheckResult = {
  checks: [],
  verified: false,
  failure: '证明数据格式有误：哈希应为 64 位十六进制字符',
};

export interface ProofCheck extends CheckResult {
  /** The leaf of the transaction, then the node after each proof step; the last is the root the proof leads to. */
  path: string[];
}

/** A transaction's Merkle proof up to its block's root, and the block's hash from its header. */
export async function checkTxProof(tx: ChainTxDetail): Promise<ProofCheck> {
  const hashes = [tx.txHash, tx.block.merkleRoot, tx.block.prevHash, tx.block.hash, ...tx.proof.map((s) => s.hash)];
  if (!hashes.every(isHash)) return { ...MALFORMED, path: [] };
  const path = await merkleProofPath(slicedDigest, tx.txHash, tx.proof);
  const root = check(
    '默克尔根',
    tx.block.merkleRoot,
    path.at(-1)!,
    `默克尔证明不成立：由交易哈希经 ${tx.proof.length} 步算出的根与区块 #${tx.block.height} 记录的默克尔根不一致`,
  );
  return { ...resultOf([root, await blockHashCheck(tx.block)]), path };
}

/** A block's Merkle root from its transaction list, its transaction count and its hash from its header. */
export async function checkBlock(block: ChainBlockDetail): Promise<CheckResult> {
  const hashes = block.transactions.map((tx) => tx.txHash);
  if (![block.merkleRoot, block.prevHash, block.hash, ...hashes].every(isHash) || hashes.length === 0) return MALFORMED;
  return resultOf([
    check(
      '交易数',
      String(block.txCount),
      String(hashes.length),
      `交易数不一致：区块记录 ${block.txCount} 笔，列出 ${hashes.length} 笔`,
    ),
    check(
      '默克尔根',
      block.merkleRoot,
      await merkleRootOf(slicedDigest, hashes),
      '默克尔根不一致：由本区块全部交易哈希重算的根与记录的默克尔根不同',
    ),
    await blockHashCheck(block),
  ]);
}

type TraceStep = TraceBatch['steps'][number];

/**
 * A trace step, end to end: its evidence hashes to its payloadHash, says what the page shows, hashes to its
 * transaction; the ledger holds that transaction with that payloadHash, under a Merkle proof to its block's root.
 */
export async function checkTraceStep(batch: TraceBatch, step: TraceStep, tx: ChainTxDetail): Promise<ProofCheck> {
  const { evidence } = step;
  const payloadHash = await payloadHashOf(slicedDigest, evidence.payload);
  let shown = '';
  try {
    const { salt: _salt, ...recorded } = JSON.parse(evidence.payload) as Record<string, unknown>;
    shown = canonicalJson(recorded);
  } catch {
    // Not JSON: the content check below fails.
  }
  const checks = [
    check(
      '内容哈希',
      evidence.payloadHash,
      payloadHash,
      '内容哈希不一致：上链内容的 SHA-256 与记录的内容哈希不同，内容可能被改动',
    ),
    check(
      '页面内容',
      shown,
      canonicalJson(traceStepPayload(traceBatchFields(batch), step)),
      '页面显示的批次或环节信息与上链内容不一致',
    ),
    check(
      '交易哈希',
      step.txHash,
      await txHashOf(slicedDigest, { ...evidence, payloadHash }),
      '交易哈希不一致：由内容哈希、类型、编号与时间重算的交易哈希与记录的不同',
    ),
    check(
      '链上交易',
      `${tx.txHash}:${tx.payloadHash}`,
      `${step.txHash}:${evidence.payloadHash}`,
      '账本中的交易与本环节的凭证不一致',
    ),
  ];
  const proof = await checkTxProof(tx);
  const all = resultOf([...checks, ...proof.checks]);
  return { ...all, failure: all.failure ?? proof.failure, verified: all.verified && proof.verified, path: proof.path };
}
