import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  max,
  min,
  notExists,
  sql,
} from 'drizzle-orm';
import { traceStepPayload } from '../../../../src/contracts/trace-sample';
import { LEDGER_EVENT_LABELS, type LedgerEvent, type VerifyResult } from '../../../../src/contracts/chain';
import {
  blockHashOf,
  isHash,
  merkleRootOf,
  payloadHashOf,
  txHashOf,
  ZERO_HASH,
  type Digest,
} from '../../../../src/utils/ledger-hash';
import type { Queryable } from '../../context';
import type { Db } from '../../db/client';
import {
  auditLog,
  leads,
  ledgerBlocks,
  ledgerCheckpoints,
  ledgerEvents,
  rewardApplications,
  talentFilings,
  traceBatches,
  traceSteps,
  users,
} from '../../db/schema';
import { nodeDigest } from '../../lib/crypto';
import {
  auditPayload,
  certificatesOf,
  decisionPayload,
  DECISION_KINDS,
  leadPayload,
  parseRef,
  payloadText,
  registrationPayload,
  rewardPayload,
  saltOf,
  talentPayload,
  txFieldsOf,
  type Decision,
  type Payload,
  type RecordType,
  type ReviewColumns,
} from './payloads';
import { StreamingTree, treeRoot, treeSize } from './tree';

/** Blocks per page of the chain pass, rows per page of the records pass: memory stays flat whatever the length. */
const BLOCK_PAGE = 500;
const ROW_PAGE = 1000;

type EventRow = {
  id: number;
  kind: string;
  ref: string;
  opaqueRef: string | null;
  createdAt: Date;
  payload: string | null;
  payloadHash: string | null;
  txHash: string | null;
  blockHeight: number | null;
};

const eventColumns = {
  id: ledgerEvents.id,
  kind: ledgerEvents.kind,
  ref: ledgerEvents.ref,
  opaqueRef: ledgerEvents.opaqueRef,
  createdAt: ledgerEvents.createdAt,
  payload: ledgerEvents.payload,
  payloadHash: ledgerEvents.payloadHash,
  txHash: ledgerEvents.txHash,
  blockHeight: ledgerEvents.blockHeight,
};

const RECORD_LABELS: Record<RecordType, string> = {
  lead: '线索',
  user: '机构注册',
  talent: '人才登记',
  reward: '奖励申报',
  trace: '溯源环节',
  audit: '审计日志',
};

/** The table of each kind of record named by a ref (trace steps are keyed by batch and step). */
const RECORD_TABLES = {
  lead: leads,
  user: users,
  talent: talentFilings,
  reward: rewardApplications,
  audit: auditLog,
} as const;

const kindLabel = (kind: string) => LEDGER_EVENT_LABELS[kind as LedgerEvent] ?? '未知类型';

/** The first problem found (lowest height wins): `reason` is public (no personal data), `detail` for the operator. */
class Findings {
  height: number | undefined;
  reason: string | undefined;
  detail: string | undefined;

  report(height: number, reason: string, detail?: string): void {
    if (this.height !== undefined && this.height <= height) return;
    this.height = height;
    this.reason = reason;
    this.detail = detail;
  }

  /** Whether a problem at `height` could still change the answer. */
  matters(height: number): boolean {
    return this.height === undefined || height < this.height;
  }
}

/** `column = any($1)` with one array parameter: a page's thousands of keys bind and plan as one value. */
function anyOf(column: Parameters<typeof eq>[0], values: readonly (string | number)[], type: 'int' | 'text') {
  return sql`${column} = any(${`{${values.map((value) => (type === 'int' ? String(value) : `"${String(value).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`}::${sql.raw(type)}[])`;
}

/** One short read-only transaction: the rows of a page and their events are read from the same snapshot. */
function snapshot<T>(db: Db, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(work, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/**
 * Recomputes the whole ledger from the database (D9): every payload from the rows it records, every payload hash,
 * transaction hash, Merkle root, block hash and prev link, and that every record has its events. Reads in pages of
 * short transactions, so it neither holds the database nor grows in memory. Names the first bad block.
 */
export async function verifyLedger(db: Db, digest: Digest = nodeDigest): Promise<VerifyResult & { detail?: string }> {
  const [head] = await db
    .select({ height: ledgerBlocks.height, hash: ledgerBlocks.hash })
    .from(ledgerBlocks)
    .orderBy(desc(ledgerBlocks.height))
    .limit(1);
  const height = head?.height ?? 0;
  const findings = new Findings();
  const chain = await verifyChain(db, digest, height, findings);
  const pending = await verifyPending(db, digest, height, findings);
  const records = await verifyRecords(db, height, findings);
  await verifyTree(db, findings);
  const ok = findings.height === undefined;
  return {
    ok,
    height,
    headHash: head?.hash ?? ZERO_HASH,
    checkedBlocks: chain.blocks,
    checkedTransactions: chain.transactions + pending,
    checkedRecords: records,
    pending,
    ...(ok ? {} : { firstBadHeight: findings.height!, reason: findings.reason!, detail: findings.detail }),
  };
}

async function verifyChain(
  db: Db,
  digest: Digest,
  headHeight: number,
  findings: Findings,
): Promise<{ blocks: number; transactions: number }> {
  let blocks = 0;
  let transactions = 0;
  let prevHash = ZERO_HASH;
  for (let from = 1; from <= headHeight; from += BLOCK_PAGE) {
    const to = Math.min(from + BLOCK_PAGE - 1, headHeight);
    const { blockRows, eventRows, present } = await snapshot(db, async (tx) => {
      const blockRows = await tx
        .select()
        .from(ledgerBlocks)
        .where(and(gte(ledgerBlocks.height, from), lte(ledgerBlocks.height, to)))
        .orderBy(asc(ledgerBlocks.height));
      const eventRows: EventRow[] = await tx
        .select(eventColumns)
        .from(ledgerEvents)
        .where(and(gte(ledgerEvents.blockHeight, from), lte(ledgerEvents.blockHeight, to)))
        .orderBy(asc(ledgerEvents.blockHeight), asc(ledgerEvents.id));
      return { blockRows, eventRows, present: await existingRecords(tx, eventRows) };
    });
    const byBlock = new Map<number, EventRow[]>();
    for (const event of eventRows) {
      const list = byBlock.get(event.blockHeight!) ?? [];
      list.push(event);
      byBlock.set(event.blockHeight!, list);
    }
    let expected = from;
    for (const block of blockRows) {
      if (block.height !== expected) {
        findings.report(expected, `区块 ${expected} 缺失`);
        return { blocks, transactions };
      }
      const events = byBlock.get(block.height) ?? [];
      const problem = await checkBlock(digest, block, events, prevHash, present);
      if (problem) {
        findings.report(block.height, problem.reason, problem.detail);
        return { blocks, transactions };
      }
      blocks += 1;
      transactions += events.length;
      prevHash = block.hash;
      expected += 1;
    }
    if (expected <= to) {
      findings.report(expected, `区块 ${expected} 缺失`);
      return { blocks, transactions };
    }
  }
  // Events that name a block that does not exist (the chain's tail deleted or rewritten shorter).
  const [stray] = await db
    .select({ height: min(ledgerEvents.blockHeight) })
    .from(ledgerEvents)
    .where(
      and(
        isNotNull(ledgerEvents.blockHeight),
        notExists(
          db
            .select({ one: sql`1` })
            .from(ledgerBlocks)
            .where(eq(ledgerBlocks.height, ledgerEvents.blockHeight)),
        ),
      ),
    );
  if (stray?.height != null) findings.report(stray.height, `区块 ${stray.height} 缺失，但有交易记在其中`);
  return { blocks, transactions };
}

type BlockRow = typeof ledgerBlocks.$inferSelect;

async function checkBlock(
  digest: Digest,
  block: BlockRow,
  events: EventRow[],
  prevHash: string,
  present: Set<string>,
): Promise<{ reason: string; detail?: string } | null> {
  const h = block.height;
  const txHashes: string[] = [];
  for (const [index, event] of events.entries()) {
    const at = `区块 ${h} 第 ${index + 1} 笔交易（${kindLabel(event.kind)}）`;
    const parsed = parseRef(event.kind, event.ref);
    if (!parsed)
      return { reason: `${at}的类型或业务编号不可识别`, detail: `event ${event.id}: ${event.kind} ${event.ref}` };
    if (event.payload === null || event.payloadHash === null || !isHash(event.payloadHash))
      return { reason: `${at}缺少内容或内容哈希`, detail: `event ${event.id}` };
    if ((await payloadHashOf(digest, event.payload)) !== event.payloadHash)
      return { reason: `${at}的内容与内容哈希不符`, detail: `event ${event.id}` };
    const txHash = await txHashOf(digest, txFieldsOf({ ...event, payloadHash: event.payloadHash }));
    if (event.txHash !== txHash) return { reason: `${at}的交易哈希与交易内容不符`, detail: `event ${event.id}` };
    if (!present.has(recordKey(parsed)))
      return { reason: `${at}对应的业务记录（${RECORD_LABELS[parsed.record]}）已被删除`, detail: `ref ${event.ref}` };
    txHashes.push(txHash);
  }
  if (events.length !== block.txCount)
    return { reason: `区块 ${h} 记录有 ${block.txCount} 笔交易，账本中实有 ${events.length} 笔` };
  if (events.length === 0 || (await merkleRootOf(digest, txHashes)) !== block.merkleRoot)
    return { reason: `区块 ${h} 的默克尔根与其交易不符（交易被改动、删除、增加或换序）` };
  if (block.prevHash !== prevHash) return { reason: `区块 ${h} 的前一区块哈希与区块 ${h - 1} 不衔接` };
  if (!isHash(block.hash) || (await blockHashOf(digest, block)) !== block.hash)
    return { reason: `区块 ${h} 的区块哈希与区块头不符` };
  return null;
}

function recordKey(parsed: NonNullable<ReturnType<typeof parseRef>>): string {
  return parsed.record === 'trace' ? `trace:${parsed.batch}:${parsed.seq}` : `${parsed.record}:${parsed.id}`;
}

/** The records (by recordKey) that the events of a page name and that still exist. */
async function existingRecords(q: Queryable, events: readonly EventRow[]): Promise<Set<string>> {
  const ids: Record<Exclude<RecordType, 'trace'>, Set<number>> = {
    lead: new Set(),
    user: new Set(),
    talent: new Set(),
    reward: new Set(),
    audit: new Set(),
  };
  const batches = new Set<string>();
  for (const event of events) {
    const parsed = parseRef(event.kind, event.ref);
    if (parsed?.record === 'trace') batches.add(parsed.batch!);
    else if (parsed) ids[parsed.record].add(parsed.id);
  }
  const found = new Set<string>();
  const add = (record: RecordType, rows: { id: number }[]) => rows.forEach((row) => found.add(`${record}:${row.id}`));
  for (const record of ['lead', 'user', 'talent', 'reward', 'audit'] as const) {
    if (ids[record].size === 0) continue;
    const table = RECORD_TABLES[record];
    add(
      record,
      await q
        .select({ id: table.id })
        .from(table)
        .where(anyOf(table.id, [...ids[record]], 'int')),
    );
  }
  if (batches.size)
    for (const row of await q
      .select({ batch: traceSteps.batchCode, seq: traceSteps.seq })
      .from(traceSteps)
      .where(inArray(traceSteps.batchCode, [...batches])))
      found.add(`trace:${row.batch}:${row.seq}`);
  return found;
}

/** Events not yet sealed: their payload must still match its hash. They sit above the head. */
async function verifyPending(db: Db, digest: Digest, headHeight: number, findings: Findings): Promise<number> {
  let checked = 0;
  let after = 0;
  for (;;) {
    const page = await db
      .select(eventColumns)
      .from(ledgerEvents)
      .where(and(isNull(ledgerEvents.blockHeight), gt(ledgerEvents.id, after)))
      .orderBy(asc(ledgerEvents.id))
      .limit(ROW_PAGE);
    for (const event of page) {
      // Written before the hash chain: its payload is built from the rows when it is sealed.
      if (event.payload === null && event.payloadHash === null) continue;
      if (event.payload === null || (await payloadHashOf(digest, event.payload)) !== event.payloadHash)
        findings.report(
          headHeight + 1,
          `一笔尚未出块的交易（${kindLabel(event.kind)}）的内容与内容哈希不符`,
          `event ${event.id}`,
        );
    }
    checked += page.length;
    if (page.length < ROW_PAGE) return checked;
    after = page.at(-1)!.id;
  }
}

/** Where a problem with an event is reported: its block, or above the head while it waits to be sealed. */
const heightOf = (event: EventRow, headHeight: number) => event.blockHeight ?? headHeight + 1;

interface RecordCheck {
  label: string;
  /** The live payload of the submission, rebuilt from the row. */
  submission: Payload;
  /** What the row's status says about its decision: none yet, one of the two, or either (a draft after a rejection). */
  expectDecision: 'none' | Decision | 'rejected-or-none-if-never-submitted' | 'unknown-status';
  review: ReviewColumns | null;
  /** Whether the row must still equal its latest submission (false: a rejected filing edited as a draft). */
  contentFixed: boolean;
  createdAt: Date;
}

function fieldsThatDiffer(live: string, stored: string | null): string {
  try {
    const a = JSON.parse(live) as Payload;
    const b = JSON.parse(stored ?? '{}') as Payload;
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return keys.filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key])).join(', ');
  } catch {
    return '?';
  }
}

/**
 * Every row of every recorded table against its events: the row equals the payload of its latest submission (as
 * long as it is not being edited again), its status matches its latest decision, whose payload equals the row's
 * review columns. A row without its events is reported too (a deleted event, or a row inserted behind the server).
 */
async function verifyRecords(db: Db, headHeight: number, findings: Findings): Promise<number> {
  let checked = 0;
  const check = async (ref: string, events: EventRow[], record: RecordCheck) => {
    checked += 1;
    const decisions = events.filter((event) => DECISION_KINDS.includes(event.kind as LedgerEvent));
    const submissions = events.filter((event) => !DECISION_KINDS.includes(event.kind as LedgerEvent));
    const submission = submissions.at(-1);
    if (!submission) {
      if (record.expectDecision === 'rejected-or-none-if-never-submitted') return; // a draft never submitted
      // Where its event would be: the block that was open when the row was written (its event was there or later).
      const [where] = await db
        .select({ height: max(ledgerBlocks.height) })
        .from(ledgerBlocks)
        .where(lte(ledgerBlocks.startedAt, record.createdAt));
      findings.report(
        where?.height ?? Math.min(1, headHeight + 1),
        `一条${record.label}记录没有对应的上链交易`,
        `ref ${ref}`,
      );
      return;
    }
    const submittedAt = heightOf(submission, headHeight);
    if ((record.label === RECORD_LABELS.lead || record.label === RECORD_LABELS.audit) && submissions.length > 1)
      findings.report(heightOf(submissions[1]!, headHeight), `一条${record.label}记录有重复的上链交易`, `ref ${ref}`);
    // An event written before the hash chain gets its payload from the rows when it is sealed: nothing to compare yet.
    if (record.contentFixed && submission.payload !== null && findings.matters(submittedAt)) {
      const live = payloadText(record.submission, saltOf(submission.payload) ?? '');
      if (live !== submission.payload)
        findings.report(
          submittedAt,
          `区块 ${submittedAt} 中的一笔交易（${kindLabel(submission.kind)}）与数据库中的${record.label}记录不一致`,
          `ref ${ref}: ${fieldsThatDiffer(live, submission.payload)}`,
        );
    }
    const decision = decisions.filter((event) => event.id > submission.id).at(-1);
    const decided = decision ? parseRef(decision.kind, decision.ref)?.decision : undefined;
    const expect = record.expectDecision;
    const statusOk =
      expect === 'unknown-status'
        ? false
        : expect === 'none'
          ? !decision
          : expect === 'rejected-or-none-if-never-submitted'
            ? decided === 'rejected'
            : decided === expect;
    if (!statusOk) {
      const at = decision ? heightOf(decision, headHeight) : submittedAt;
      findings.report(at, `一条${record.label}记录的审核状态与链上的审核交易不一致`, `ref ${ref}`);
      return;
    }
    if (
      decision?.payload &&
      decided &&
      record.review &&
      submission.payloadHash &&
      findings.matters(heightOf(decision, headHeight))
    ) {
      const live = payloadText(
        decisionPayload(record.review, decided, submission.payloadHash),
        saltOf(decision.payload) ?? '',
      );
      if (live !== decision.payload) {
        const at = heightOf(decision, headHeight);
        findings.report(
          at,
          `区块 ${at} 中的一笔审核交易（${kindLabel(decision.kind)}）与数据库中的审核记录不一致`,
          `ref ${decision.ref}: ${fieldsThatDiffer(live, decision.payload)}`,
        );
      }
    }
  };

  const eventsOf = async (q: Queryable, refs: string[]) => {
    const map = new Map<string, EventRow[]>();
    if (refs.length === 0) return map;
    const rows: EventRow[] = await q
      .select(eventColumns)
      .from(ledgerEvents)
      .where(anyOf(ledgerEvents.ref, refs, 'text'))
      .orderBy(asc(ledgerEvents.id));
    for (const row of rows) {
      // A decision's ref carries its outcome; group it with its record.
      const key = row.ref
        .split(':')
        .slice(0, row.ref.startsWith('trace:') ? 3 : 2)
        .join(':');
      map.set(key, [...(map.get(key) ?? []), row]);
    }
    return map;
  };
  const withDecisions = (ref: string) => [ref, `${ref}:approved`, `${ref}:rejected`];

  /**
   * Every row of a table, in pages: each page and the events of its rows are read in one snapshot (plus what
   * `extra` loads for the page), then each row is checked against its events.
   */
  const eachRow = async <Row extends { id: number }, Extra = undefined>(
    page: (tx: Queryable, after: number) => Promise<Row[]>,
    refOf: (row: Row) => string,
    withDecision: boolean,
    checkOf: (row: Row, extra: Extra) => RecordCheck,
    extra: (tx: Queryable, rows: Row[]) => Promise<Extra> = async () => undefined as Extra,
  ) => {
    for (let after = 0; ;) {
      const loaded = await snapshot(db, async (tx) => {
        const rows = await page(tx, after);
        const refs = rows.flatMap((row) => (withDecision ? withDecisions(refOf(row)) : [refOf(row)]));
        return { rows, events: await eventsOf(tx, refs), extra: await extra(tx, rows) };
      });
      for (const row of loaded.rows)
        await check(refOf(row), loaded.events.get(refOf(row)) ?? [], checkOf(row, loaded.extra));
      if (loaded.rows.length < ROW_PAGE) return;
      after = loaded.rows.at(-1)!.id;
    }
  };
  /** What a reviewed row's status says about its latest decision. */
  const decidedBy = (status: string): RecordCheck['expectDecision'] =>
    status === 'pending' ? 'none' : status === 'approved' || status === 'rejected' ? status : 'unknown-status';

  // Leads: fixed once written.
  await eachRow(
    (tx, after) => tx.select().from(leads).where(gt(leads.id, after)).orderBy(asc(leads.id)).limit(ROW_PAGE),
    (row) => `lead:${row.id}`,
    false,
    (row) => ({
      label: RECORD_LABELS.lead,
      submission: leadPayload(row),
      expectDecision: 'none',
      review: null,
      contentFixed: true,
      createdAt: row.createdAt,
    }),
  );

  // Registrations (accounts of organisations; the admin and reviewers are not registered).
  await eachRow<typeof users.$inferSelect, Map<number, string[]>>(
    (tx, after) =>
      tx
        .select()
        .from(users)
        .where(and(gt(users.id, after), isNotNull(users.userType)))
        .orderBy(asc(users.id))
        .limit(ROW_PAGE),
    (row) => `user:${row.id}`,
    false,
    (row, certificates) => ({
      label: RECORD_LABELS.user,
      submission: registrationPayload(row, certificates.get(row.id) ?? []),
      // An approved account may later be disabled: it stays approved on the ledger.
      expectDecision: row.status === 'pending' ? 'none' : row.status === 'rejected' ? 'rejected' : 'approved',
      review: row,
      contentFixed: true,
      createdAt: row.createdAt,
    }),
    (tx, rows) =>
      certificatesOf(
        tx,
        rows.map((row) => row.id),
      ),
  );

  // Talent filings: draft → pending → approved | rejected (→ edited as a draft → pending again).
  await eachRow(
    (tx, after) =>
      tx.select().from(talentFilings).where(gt(talentFilings.id, after)).orderBy(asc(talentFilings.id)).limit(ROW_PAGE),
    (row) => `talent:${row.id}`,
    true,
    (row) => ({
      label: RECORD_LABELS.talent,
      submission: talentPayload(row),
      expectDecision: row.status === 'draft' ? 'rejected-or-none-if-never-submitted' : decidedBy(row.status),
      review: row,
      contentFixed: row.status !== 'draft',
      createdAt: row.createdAt,
    }),
  );

  // Reward applications: pending → approved | rejected, never edited.
  await eachRow(
    (tx, after) =>
      tx
        .select()
        .from(rewardApplications)
        .where(gt(rewardApplications.id, after))
        .orderBy(asc(rewardApplications.id))
        .limit(ROW_PAGE),
    (row) => `reward:${row.id}`,
    true,
    (row) => ({
      label: RECORD_LABELS.reward,
      submission: rewardPayload(row),
      expectDecision: decidedBy(row.status),
      review: row,
      contentFixed: true,
      createdAt: row.createdAt,
    }),
  );

  // Audit rows (D8): fixed once written.
  await eachRow(
    (tx, after) => tx.select().from(auditLog).where(gt(auditLog.id, after)).orderBy(asc(auditLog.id)).limit(ROW_PAGE),
    (row) => `audit:${row.id}`,
    false,
    (row) => ({
      label: RECORD_LABELS.audit,
      submission: auditPayload(row),
      expectDecision: 'none',
      review: null,
      contentFixed: true,
      createdAt: row.at,
    }),
  );

  // Trace steps (demo content), with their batch.
  await eachRow(
    async (tx, after) =>
      (
        await tx
          .select({ batch: traceBatches, step: traceSteps })
          .from(traceSteps)
          .innerJoin(traceBatches, eq(traceBatches.code, traceSteps.batchCode))
          .where(gt(traceSteps.id, after))
          .orderBy(asc(traceSteps.id))
          .limit(ROW_PAGE)
      ).map((row) => ({ ...row, id: row.step.id })),
    (row) => `trace:${row.step.batchCode}:${row.step.seq}`,
    false,
    (row) => ({
      label: RECORD_LABELS.trace,
      submission: traceStepPayload(row.batch, row.step),
      expectDecision: 'none',
      review: null,
      contentFixed: true,
      createdAt: row.batch.createdAt,
    }),
  );
  return checked;
}

const TREE_PAGE = 5000;

/**
 * The log's tree rebuilt from the sealed transactions in sealing order (block by block, id order within a block):
 * the roots at `sizes`, and the size rebuilt. `atLeaf` is told the block of every leaf (where to report a problem).
 */
export async function rebuildTree(
  db: Db,
  sizes: ReadonlySet<number>,
  atSize: (size: number, root: Buffer, blockHeight: number) => void,
): Promise<{ size: number; root: Buffer }> {
  const tree = new StreamingTree();
  let after: { height: number; id: number } | null = null;
  for (;;) {
    const page: { id: number; txHash: string | null; blockHeight: number | null }[] = await db
      .select({ id: ledgerEvents.id, txHash: ledgerEvents.txHash, blockHeight: ledgerEvents.blockHeight })
      .from(ledgerEvents)
      .where(
        after
          ? sql`(${ledgerEvents.blockHeight}, ${ledgerEvents.id}) > (${after.height}, ${after.id})`
          : isNotNull(ledgerEvents.blockHeight),
      )
      .orderBy(asc(ledgerEvents.blockHeight), asc(ledgerEvents.id))
      .limit(TREE_PAGE);
    for (const event of page) {
      tree.push(event.txHash && isHash(event.txHash) ? event.txHash : ZERO_HASH);
      if (sizes.has(tree.size)) atSize(tree.size, tree.root(), event.blockHeight!);
    }
    if (page.length < TREE_PAGE) return { size: tree.size, root: tree.root() };
    const last = page.at(-1)!;
    after = { height: last.blockHeight!, id: last.id };
  }
}

/** The stored tree and every signed checkpoint against the tree rebuilt from the transactions (D12). */
async function verifyTree(db: Db, findings: Findings): Promise<void> {
  const checkpoints = await db
    .select({ size: ledgerCheckpoints.size, root: ledgerCheckpoints.root })
    .from(ledgerCheckpoints);
  const stored = new Map(checkpoints.map((row) => [row.size, row.root]));
  const storedSize = await treeSize(db);
  const rebuilt = await rebuildTree(db, new Set([...stored.keys(), storedSize]), (size, root, height) => {
    const signed = stored.get(size);
    if (signed !== undefined && signed !== root.toString('hex'))
      findings.report(
        height,
        `账本在第 ${size} 笔交易处签发的检查点与交易重算的默克尔树根不符（交易被改动、删除或换序）`,
      );
  });
  if (storedSize !== rebuilt.size || (storedSize > 0 && !(await treeRoot(db, storedSize)).equals(rebuilt.root)))
    findings.report(
      Math.max(1, await headHeightOf(db)),
      `账本的默克尔树与已出块的交易不符（共 ${rebuilt.size} 笔，树中 ${storedSize} 笔）`,
    );
  for (const size of stored.keys())
    if (size > rebuilt.size)
      findings.report(
        Math.max(1, await headHeightOf(db)),
        `账本签发过第 ${size} 笔交易处的检查点，现在只剩 ${rebuilt.size} 笔交易`,
      );
}

async function headHeightOf(db: Db): Promise<number> {
  const [head] = await db.select({ height: max(ledgerBlocks.height) }).from(ledgerBlocks);
  return head?.height ?? 0;
}

/** Counts for the CLI's summary line. */
export async function ledgerCounts(db: Db): Promise<{ events: number; blocks: number }> {
  const [[events], [blocks]] = await Promise.all([
    db.select({ value: count() }).from(ledgerEvents),
    db.select({ value: count() }).from(ledgerBlocks),
  ]);
  return { events: Number(events?.value ?? 0), blocks: Number(blocks?.value ?? 0) };
}
