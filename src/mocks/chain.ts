import type { ChainBlock, ChainTx, TraceBatch } from '../contracts/chain';
import type { LedgerEvent } from '../contracts/ledger-events';
import {
  TRACE_SAMPLE,
  TRACE_SAMPLE_BATCH,
  traceBatchFields,
  traceStepFields,
  traceStepPayload,
} from '../contracts/trace-sample';
import {
  blockHashOf,
  canonicalJson,
  merkleRootOf,
  payloadHashOf,
  sha256Hex,
  txHashOf,
  webDigest,
  ZERO_HASH,
} from '../utils/ledger-hash';
import { mockDb, type MockDb } from './db';

/**
 * A mock ledger built with the real hashing rules (Web Crypto), so that the explorer's in-browser proof check passes
 * on mocks as it does against the server: 128 blocks (the mock block number) of 1 to 10 transactions over the 30
 * days before 2026-11-21, the trace sample in block 1, and every transaction the mocks append (submissions,
 * approvals) sealed at once into a new block.
 */
export interface MockTx extends ChainTx {
  ref: string;
  payloadHash: string;
  /** The canonical payload, kept for the trace sample's evidence only. */
  payload?: string;
}
export interface MockBlock extends Omit<ChainBlock, 'open'> {
  transactions: MockTx[];
}
export interface MockLedger {
  blocks: MockBlock[];
}

export const MOCK_CHAIN_HEIGHT = 128;
const FIRST_BLOCK_AT = Date.parse('2026-10-23T09:00:00+08:00');
const LAST_BLOCK_AT = Date.parse('2026-11-21T09:00:00+08:00');

/** Ordinary traffic: mostly leads, some filings and their reviews. */
const TRAFFIC: LedgerEvent[] = [
  'lead.received',
  'talent.submitted',
  'lead.received',
  'reward.submitted',
  'service.requested',
  'talent.decided',
  'registration.submitted',
  'lead.received',
  'reward.decided',
  'registration.approved',
];

async function sealMockBlock(ledger: MockLedger, transactions: MockTx[], sealedAt: string): Promise<MockBlock> {
  const previous = ledger.blocks.at(-1);
  const height = (previous?.height ?? 0) + 1;
  const prevHash = previous?.hash ?? ZERO_HASH;
  const merkleRoot = await merkleRootOf(
    webDigest,
    transactions.map((tx) => tx.txHash),
  );
  const block = {
    height,
    prevHash,
    merkleRoot,
    txCount: transactions.length,
    sealedAt,
    hash: await blockHashOf(webDigest, { height, prevHash, merkleRoot, sealedAt }),
    transactions,
  };
  ledger.blocks.push(block);
  return block;
}

async function mockTx(kind: LedgerEvent, ref: string, at: string, payload: string): Promise<MockTx> {
  const payloadHash = await payloadHashOf(webDigest, payload);
  return { kind, ref, at, payloadHash, txHash: await txHashOf(webDigest, { kind, ref, payloadHash, createdAt: at }) };
}

async function buildLedger(): Promise<MockLedger> {
  const ledger: MockLedger = { blocks: [] };
  const seedAt = new Date(FIRST_BLOCK_AT).toISOString();
  const { batch, steps } = TRACE_SAMPLE;
  const trace: MockTx[] = [];
  for (const [index, step] of steps.entries()) {
    const seq = index + 1;
    const salt = (await sha256Hex(webDigest, `mock-trace-salt-${seq}`)).slice(0, 32);
    const payload = canonicalJson({ ...traceStepPayload(batch, { ...step, seq }), salt });
    trace.push({
      ...(await mockTx('trace.recorded', `trace:${batch.code}:${seq}`, seedAt, payload)),
      payload,
    });
  }
  await sealMockBlock(ledger, trace, new Date(FIRST_BLOCK_AT + 2_000).toISOString());
  const step = (LAST_BLOCK_AT - FIRST_BLOCK_AT) / (MOCK_CHAIN_HEIGHT - 1);
  for (let height = 2; height <= MOCK_CHAIN_HEIGHT; height += 1) {
    const start = FIRST_BLOCK_AT + Math.round((height - 1) * step);
    const count = 1 + ((height * 7) % 10);
    const transactions: MockTx[] = [];
    for (let index = 0; index < count; index += 1) {
      const kind = TRAFFIC[(height + index) % TRAFFIC.length]!;
      const at = new Date(start + index * 4_000).toISOString();
      transactions.push(await mockTx(kind, `mock:${height}:${index}`, at, `mock-payload-${height}-${index}`));
    }
    await sealMockBlock(ledger, transactions, new Date(start + count * 4_000 + 1_000).toISOString());
  }
  return ledger;
}

const ledgers = new WeakMap<MockDb, Promise<MockLedger>>();

/** The current mock database's ledger (built on first use, reset with the mock database). */
export function mockLedger(): Promise<MockLedger> {
  let ledger = ledgers.get(mockDb.current);
  if (!ledger) {
    ledger = buildLedger();
    ledgers.set(mockDb.current, ledger);
  }
  return ledger;
}

/** Appends one transaction in a block of its own (the mock seals at once); returns its hash. */
export async function appendMockTx(kind: LedgerEvent, ref: string): Promise<string> {
  const ledger = await mockLedger();
  const at = new Date().toISOString();
  const tx = await mockTx(kind, ref, at, `mock-payload-${ref}-${at}`);
  await sealMockBlock(ledger, [tx], at);
  return tx.txHash;
}

export function publicBlock(block: MockBlock): ChainBlock {
  const { transactions: _transactions, ...rest } = block;
  return { ...rest, open: false };
}

export function publicTx(tx: MockTx): ChainTx {
  return { txHash: tx.txHash, kind: tx.kind, at: tx.at };
}

/** The sample batch with its steps' transactions and evidence, like GET /portal/trace/batch. */
export async function mockTraceBatch(code: string): Promise<TraceBatch | null> {
  if (code !== TRACE_SAMPLE_BATCH) return null;
  const first = (await mockLedger()).blocks[0]!;
  const { batch, steps } = TRACE_SAMPLE;
  return {
    ...traceBatchFields(batch),
    steps: steps.map((step, index) => {
      const tx = first.transactions[index]!;
      return {
        ...traceStepFields({ ...step, seq: index + 1 }),
        txHash: tx.txHash,
        blockHeight: first.height,
        evidence: {
          kind: 'trace.recorded',
          ref: tx.ref,
          createdAt: tx.at,
          payload: tx.payload!,
          payloadHash: tx.payloadHash,
        },
      };
    }),
  };
}
