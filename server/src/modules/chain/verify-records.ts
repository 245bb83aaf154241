import { and, asc, eq, gt, isNotNull, lte, max } from 'drizzle-orm';
import { traceStepPayload } from '#contracts/trace-sample';
import type { LedgerEvent } from '#contracts/ledger-events';
import type { Queryable } from '../../context';
import type { Db } from '../../db/client';
import {
  auditLog,
  leads,
  ledgerBlocks,
  ledgerEvents,
  rewardApplications,
  talentFilings,
  traceBatches,
  traceSteps,
  users,
} from '../../db/schema';
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
  type Decision,
  type Payload,
  type RecordType,
  type ReviewColumns,
} from './payloads';
import {
  anyOf,
  eventColumns,
  kindLabel,
  RECORD_LABELS,
  ROW_PAGE,
  snapshot,
  type EventRow,
  type Findings,
} from './verify-shared';

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

/** One run of the records pass: where problems go, and how many records were checked. */
interface RecordsRun {
  db: Db;
  headHeight: number;
  findings: Findings;
  checked: number;
}

/**
 * One record against its events: the row equals the payload of its latest submission (as long as it is not being
 * edited again), its status matches its latest decision, whose payload equals the row's review columns. A row
 * without its events is reported too (a deleted event, or a row inserted behind the server).
 */
async function checkRecord(run: RecordsRun, ref: string, events: EventRow[], record: RecordCheck): Promise<void> {
  run.checked += 1;
  const decisions = events.filter((event) => DECISION_KINDS.includes(event.kind as LedgerEvent));
  const submissions = events.filter((event) => !DECISION_KINDS.includes(event.kind as LedgerEvent));
  const submission = submissions.at(-1);
  if (!submission) {
    if (record.expectDecision === 'rejected-or-none-if-never-submitted') return; // a draft never submitted
    // Where its event would be: the block that was open when the row was written (its event was there or later).
    const [where] = await run.db
      .select({ height: max(ledgerBlocks.height) })
      .from(ledgerBlocks)
      .where(lte(ledgerBlocks.startedAt, record.createdAt));
    run.findings.report(
      where?.height ?? Math.min(1, run.headHeight + 1),
      `一条${record.label}记录没有对应的上链交易`,
      `ref ${ref}`,
    );
    return;
  }
  const submittedAt = heightOf(submission, run.headHeight);
  if ((record.label === RECORD_LABELS.lead || record.label === RECORD_LABELS.audit) && submissions.length > 1)
    run.findings.report(
      heightOf(submissions[1]!, run.headHeight),
      `一条${record.label}记录有重复的上链交易`,
      `ref ${ref}`,
    );
  // An event written before the hash chain gets its payload from the rows when it is sealed: nothing to compare yet.
  if (record.contentFixed && submission.payload !== null && run.findings.matters(submittedAt)) {
    const live = payloadText(record.submission, saltOf(submission.payload) ?? '');
    if (live !== submission.payload)
      run.findings.report(
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
    const at = decision ? heightOf(decision, run.headHeight) : submittedAt;
    run.findings.report(at, `一条${record.label}记录的审核状态与链上的审核交易不一致`, `ref ${ref}`);
    return;
  }
  if (
    decision?.payload &&
    decided &&
    record.review &&
    submission.payloadHash &&
    run.findings.matters(heightOf(decision, run.headHeight))
  ) {
    const live = payloadText(
      decisionPayload(record.review, decided, submission.payloadHash),
      saltOf(decision.payload) ?? '',
    );
    if (live !== decision.payload) {
      const at = heightOf(decision, run.headHeight);
      run.findings.report(
        at,
        `区块 ${at} 中的一笔审核交易（${kindLabel(decision.kind)}）与数据库中的审核记录不一致`,
        `ref ${decision.ref}: ${fieldsThatDiffer(live, decision.payload)}`,
      );
    }
  }
}

async function eventsOf(q: Queryable, refs: string[]): Promise<Map<string, EventRow[]>> {
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
}

const withDecisions = (ref: string) => [ref, `${ref}:approved`, `${ref}:rejected`];

/** How one record type is read and checked: a page of its rows, each row's ref, and what the row must match. */
interface RecordChecker<Row extends { id: number }, Extra> {
  page: (tx: Queryable, after: number) => Promise<Row[]>;
  refOf: (row: Row) => string;
  /** Whether the record has decisions (refs `…:approved`, `…:rejected`). */
  withDecision: boolean;
  checkOf: (row: Row, extra: Extra) => RecordCheck;
  /** What else a page needs, loaded in the same snapshot. */
  extra?: (tx: Queryable, rows: Row[]) => Promise<Extra>;
}

/**
 * Every row of a table, in pages: each page and the events of its rows are read in one snapshot (plus what
 * `extra` loads for the page), then each row is checked against its events.
 */
function checker<Row extends { id: number }, Extra = undefined>(
  spec: RecordChecker<Row, Extra>,
): (run: RecordsRun) => Promise<void> {
  return async (run) => {
    for (let after = 0; ;) {
      const loaded = await snapshot(run.db, async (tx) => {
        const rows = await spec.page(tx, after);
        const refs = rows.flatMap((row) => (spec.withDecision ? withDecisions(spec.refOf(row)) : [spec.refOf(row)]));
        return { rows, events: await eventsOf(tx, refs), extra: (await spec.extra?.(tx, rows)) as Extra };
      });
      for (const row of loaded.rows)
        await checkRecord(
          run,
          spec.refOf(row),
          loaded.events.get(spec.refOf(row)) ?? [],
          spec.checkOf(row, loaded.extra),
        );
      if (loaded.rows.length < ROW_PAGE) return;
      after = loaded.rows.at(-1)!.id;
    }
  };
}

/** What a reviewed row's status says about its latest decision. */
const decidedBy = (status: string): RecordCheck['expectDecision'] =>
  status === 'pending' ? 'none' : status === 'approved' || status === 'rejected' ? status : 'unknown-status';

/** One checker per record type, in the order of the pass. */
const RECORD_CHECKERS: Record<RecordType, (run: RecordsRun) => Promise<void>> = {
  // Leads: fixed once written.
  lead: checker({
    page: (tx, after) => tx.select().from(leads).where(gt(leads.id, after)).orderBy(asc(leads.id)).limit(ROW_PAGE),
    refOf: (row) => `lead:${row.id}`,
    withDecision: false,
    checkOf: (row) => ({
      label: RECORD_LABELS.lead,
      submission: leadPayload(row),
      expectDecision: 'none',
      review: null,
      contentFixed: true,
      createdAt: row.createdAt,
    }),
  }),
  // Registrations (accounts of organisations; the admin and reviewers are not registered).
  user: checker<typeof users.$inferSelect, Map<number, string[]>>({
    page: (tx, after) =>
      tx
        .select()
        .from(users)
        .where(and(gt(users.id, after), isNotNull(users.userType)))
        .orderBy(asc(users.id))
        .limit(ROW_PAGE),
    refOf: (row) => `user:${row.id}`,
    withDecision: false,
    checkOf: (row, certificates) => ({
      label: RECORD_LABELS.user,
      submission: registrationPayload(row, certificates.get(row.id) ?? []),
      // An approved account may later be disabled: it stays approved on the ledger.
      expectDecision: row.status === 'pending' ? 'none' : row.status === 'rejected' ? 'rejected' : 'approved',
      review: row,
      contentFixed: true,
      createdAt: row.createdAt,
    }),
    extra: (tx, rows) =>
      certificatesOf(
        tx,
        rows.map((row) => row.id),
      ),
  }),
  // Talent filings: draft → pending → approved | rejected (→ edited as a draft → pending again).
  talent: checker({
    page: (tx, after) =>
      tx.select().from(talentFilings).where(gt(talentFilings.id, after)).orderBy(asc(talentFilings.id)).limit(ROW_PAGE),
    refOf: (row) => `talent:${row.id}`,
    withDecision: true,
    checkOf: (row) => ({
      label: RECORD_LABELS.talent,
      submission: talentPayload(row),
      expectDecision: row.status === 'draft' ? 'rejected-or-none-if-never-submitted' : decidedBy(row.status),
      review: row,
      contentFixed: row.status !== 'draft',
      createdAt: row.createdAt,
    }),
  }),
  // Reward applications: pending → approved | rejected, never edited.
  reward: checker({
    page: (tx, after) =>
      tx
        .select()
        .from(rewardApplications)
        .where(gt(rewardApplications.id, after))
        .orderBy(asc(rewardApplications.id))
        .limit(ROW_PAGE),
    refOf: (row) => `reward:${row.id}`,
    withDecision: true,
    checkOf: (row) => ({
      label: RECORD_LABELS.reward,
      submission: rewardPayload(row),
      expectDecision: decidedBy(row.status),
      review: row,
      contentFixed: true,
      createdAt: row.createdAt,
    }),
  }),
  // Audit rows (D8): fixed once written.
  audit: checker({
    page: (tx, after) =>
      tx.select().from(auditLog).where(gt(auditLog.id, after)).orderBy(asc(auditLog.id)).limit(ROW_PAGE),
    refOf: (row) => `audit:${row.id}`,
    withDecision: false,
    checkOf: (row) => ({
      label: RECORD_LABELS.audit,
      submission: auditPayload(row),
      expectDecision: 'none',
      review: null,
      contentFixed: true,
      createdAt: row.at,
    }),
  }),
  // Trace steps (demo content), with their batch.
  trace: checker({
    page: async (tx, after) =>
      (
        await tx
          .select({ batch: traceBatches, step: traceSteps })
          .from(traceSteps)
          .innerJoin(traceBatches, eq(traceBatches.code, traceSteps.batchCode))
          .where(gt(traceSteps.id, after))
          .orderBy(asc(traceSteps.id))
          .limit(ROW_PAGE)
      ).map((row) => ({ ...row, id: row.step.id })),
    refOf: (row) => `trace:${row.step.batchCode}:${row.step.seq}`,
    withDecision: false,
    checkOf: (row) => ({
      label: RECORD_LABELS.trace,
      submission: traceStepPayload(row.batch, row.step),
      expectDecision: 'none',
      review: null,
      contentFixed: true,
      createdAt: row.batch.createdAt,
    }),
  }),
};

/**
 * Every row of every recorded table against its events: the row equals the payload of its latest submission (as
 * long as it is not being edited again), its status matches its latest decision, whose payload equals the row's
 * review columns. A row without its events is reported too (a deleted event, or a row inserted behind the server).
 */
export async function verifyRecords(db: Db, headHeight: number, findings: Findings): Promise<number> {
  const run: RecordsRun = { db, headHeight, findings, checked: 0 };
  for (const check of Object.values(RECORD_CHECKERS)) await check(run);
  return run.checked;
}
