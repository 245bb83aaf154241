import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { LedgerEvent } from '#contracts/ledger-events';
import { traceStepPayload } from '#contracts/trace-sample';
import { canonicalJson, payloadHashOf, type Digest, type TxFields } from '#utils/ledger-hash';
import type { Queryable } from '../../context';
import {
  attachments,
  auditLog,
  leads,
  ledgerEvents,
  rewardApplications,
  talentFilings,
  traceBatches,
  traceSteps,
  uploads,
  users,
  type StoredFile,
} from '../../db/schema';

/**
 * What each ledger event records (D9): its payload, built from the rows it is about, by the same functions when the
 * event is written, when a legacy event is sealed, and when `verify` recomputes it from the database. No secret
 * (password hash, session, upload owner ticket) and no internal bookkeeping (status, updatedAt, note) is in a payload:
 * only what was submitted or decided. Each payload also holds a random `salt`, so that its hash published in the
 * explorer cannot be matched against a guessed name or phone number.
 *
 * | kind                                        | ref                        | payload                                           |
 * | ------------------------------------------- | -------------------------- | ------------------------------------------------- |
 * | lead.received, service.requested            | lead:ID                    | the lead's form fields, userId, createdAt         |
 * | registration.submitted                      | user:ID                    | the registration form (no password), certificates |
 * | talent.submitted                            | talent:ID                  | the filing's fields and files, submittedAt        |
 * | reward.submitted                            | reward:ID                  | the application's fields and files, createdAt     |
 * | registration.approved / .rejected           | user:ID                    | decision, reason, reviewerId, decidedAt,          |
 * | talent.decided, reward.decided              | talent:ID:approved|rejected| + `submission`: the payloadHash of the submission |
 * |                                             | reward:ID:approved|rejected|   decided (the latest one before the decision)    |
 * | trace.recorded                              | trace:CODE:SEQ             | the batch and the step                            |
 * | audit.recorded                              | audit:ID                   | `entry`: SHA-256 of the audit row's canonical JSON |
 */

export type Payload = Record<string, unknown>;
export type RecordType = 'lead' | 'user' | 'talent' | 'reward' | 'trace' | 'audit';
export type Decision = 'approved' | 'rejected';

export const SUBMISSION_KIND: Record<Exclude<RecordType, 'lead'>, LedgerEvent> = {
  audit: 'audit.recorded',
  user: 'registration.submitted',
  talent: 'talent.submitted',
  reward: 'reward.submitted',
  trace: 'trace.recorded',
};
export const LEAD_KINDS: readonly LedgerEvent[] = ['lead.received', 'service.requested'];
export const DECISION_KINDS: readonly LedgerEvent[] = [
  'registration.approved',
  'registration.rejected',
  'talent.decided',
  'reward.decided',
];

/** A ref taken apart; null when it names no record the ledger knows. */
export interface ParsedRef {
  record: RecordType;
  /** Row id (lead, user, talent, reward) or 0 for a trace step. */
  id: number;
  /** Trace steps: batch code and sequence. */
  batch?: string;
  seq?: number;
  decision?: Decision;
}

export function parseRef(kind: string, ref: string): ParsedRef | null {
  const parts = ref.split(':');
  const number = (text: string | undefined) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);
  const decision = (text: string | undefined): Decision | undefined =>
    text === 'approved' || text === 'rejected' ? text : undefined;
  switch (parts[0]) {
    case 'lead': {
      const id = number(parts[1]);
      return id && parts.length === 2 && LEAD_KINDS.includes(kind as LedgerEvent) ? { record: 'lead', id } : null;
    }
    case 'user': {
      const id = number(parts[1]);
      if (!id || parts.length !== 2) return null;
      if (kind === 'registration.submitted') return { record: 'user', id };
      if (kind === 'registration.approved') return { record: 'user', id, decision: 'approved' };
      if (kind === 'registration.rejected') return { record: 'user', id, decision: 'rejected' };
      return null;
    }
    case 'talent':
    case 'reward': {
      const record = parts[0];
      const id = number(parts[1]);
      if (!id) return null;
      if (parts.length === 2 && kind === SUBMISSION_KIND[record]) return { record, id };
      const decided = decision(parts[2]);
      if (parts.length === 3 && decided && kind === `${record}.decided`) return { record, id, decision: decided };
      return null;
    }
    case 'audit': {
      const id = number(parts[1]);
      return id && parts.length === 2 && kind === 'audit.recorded' ? { record: 'audit', id } : null;
    }
    case 'trace': {
      const seq = number(parts[2]);
      return parts.length === 3 && parts[1] && seq && kind === 'trace.recorded'
        ? { record: 'trace', id: 0, batch: parts[1], seq }
        : null;
    }
    default:
      return null;
  }
}

/** The ref of the submission a decision decides. */
export function submissionRefOf(parsed: ParsedRef): { ref: string; kind: LedgerEvent } | null {
  if (parsed.record === 'lead' || parsed.record === 'trace' || parsed.record === 'audit') return null;
  return { ref: `${parsed.record}:${parsed.id}`, kind: SUBMISSION_KIND[parsed.record] };
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
const files = (list: readonly StoredFile[]) => list.map((file) => ({ filePath: file.filePath, name: file.name }));

/** The named columns of a row, as they are. */
function pick<Row, Key extends keyof Row>(row: Row, keys: readonly Key[]): Pick<Row, Key> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<Row, Key>;
}

/** What a visitor or an organisation sent (not the inbox's status and note, nor the IP). */
const LEAD_FIELDS = [
  'kind',
  'source',
  'application',
  'name',
  'phone',
  'companyName',
  'content',
  'email',
  'userId',
  'serviceKind',
  'contactTime',
] as const;
type LeadRow = Pick<typeof leads.$inferSelect, (typeof LEAD_FIELDS)[number] | 'createdAt'>;

export function leadPayload(row: LeadRow): Payload {
  return { record: 'lead', ...pick(row, LEAD_FIELDS), createdAt: iso(row.createdAt) };
}

/** The registration form as submitted: never the password hash. */
const REGISTRATION_FIELDS = [
  'username',
  'userType',
  'orgName',
  'orgType',
  'property',
  'scale',
  'principalName',
  'address',
  'orgCode',
  'phone',
  'email',
] as const;
type UserRow = typeof users.$inferSelect;

export function registrationPayload(row: UserRow, certificates: readonly string[]): Payload {
  return {
    record: 'registration',
    ...pick(row, REGISTRATION_FIELDS),
    certificates: [...certificates],
    createdAt: iso(row.createdAt),
  };
}

/** Every field of every kind of filing (the other kinds' stay empty). */
const TALENT_FIELDS = [
  'userId',
  'kind',
  'name',
  'gender',
  'idCard',
  'birthDate',
  'mobile',
  'email',
  'education',
  'major',
  'jobTitle',
  'position',
  'entryDate',
  'talentCategory',
  'achievements',
  'school',
  'graduationYear',
  'degree',
  'diplomaNumber',
] as const;
type FilingRow = typeof talentFilings.$inferSelect;

export function talentPayload(row: FilingRow): Payload {
  return {
    record: 'talent',
    ...pick(row, TALENT_FIELDS),
    resumeFiles: files(row.resumeFiles),
    certificateFiles: files(row.certificateFiles),
    supportingFiles: files(row.supportingFiles),
    submittedAt: iso(row.submittedAt),
  };
}

const REWARD_FIELDS = ['userId', 'talentId', 'rewardType', 'amountFen', 'applyReason'] as const;
type RewardRow = typeof rewardApplications.$inferSelect;

export function rewardPayload(row: RewardRow): Payload {
  return {
    record: 'reward',
    ...pick(row, REWARD_FIELDS),
    attachments: files(row.attachments),
    createdAt: iso(row.createdAt),
  };
}

type AuditRow = typeof auditLog.$inferSelect;

/**
 * An audit row (D8) as a ledger transaction (D12): the SHA-256 of its canonical content, every column included, so
 * that an edited or deleted row is noticed; the stored payload holds no personal data of its own.
 */
export function auditPayload(row: AuditRow): Payload {
  const entry = canonicalJson({
    id: row.id,
    at: iso(row.at),
    actorId: row.actorId,
    actorName: row.actorName,
    actorRole: row.actorRole,
    ip: row.ip,
    action: row.action,
    target: row.target,
    targetName: row.targetName,
    summary: row.summary,
  });
  return { record: 'audit', entry: createHash('sha256').update(entry, 'utf8').digest('hex') };
}

/** The review columns a decision sets (lib/decisions.ts), the same on the three reviewed tables. */
export interface ReviewColumns {
  reviewReason: string | null;
  reviewerId: number | null;
  reviewedAt: Date | null;
}

export function decisionPayload(row: ReviewColumns, decision: Decision, submission: string | null): Payload {
  return {
    record: 'decision',
    decision,
    reason: row.reviewReason,
    reviewerId: row.reviewerId,
    decidedAt: iso(row.reviewedAt),
    submission,
  };
}

export function newSalt(): string {
  return randomBytes(16).toString('hex');
}

/** An event's opaque reference (D12): 16 random bytes, base64url. */
export function newOpaqueRef(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The salts and opaque references of `count` events, as newSalt and newOpaqueRef make them, from one call to the
 * system's random source (a batch of leads: one call instead of two per lead).
 */
export function newSaltsAndRefs(count: number): { salt: string; opaqueRef: string }[] {
  const random = randomBytes(32 * count);
  return Array.from({ length: count }, (_, index) => ({
    salt: random.subarray(32 * index, 32 * index + 16).toString('hex'),
    opaqueRef: random.subarray(32 * index + 16, 32 * index + 32).toString('base64url'),
  }));
}

/**
 * The fields a transaction hash covers (src/utils/ledger-hash.ts): the event's opaque reference in place of its
 * internal ref, or the internal ref for an event sealed before references existed.
 */
export function txFieldsOf(event: {
  kind: string;
  ref: string;
  opaqueRef: string | null;
  createdAt: Date;
  payloadHash: string;
}): TxFields {
  return {
    kind: event.kind,
    ref: event.opaqueRef ?? event.ref,
    createdAt: event.createdAt,
    payloadHash: event.payloadHash,
  };
}

/** The stored text of a payload: its canonical JSON with the salt. */
export function payloadText(payload: Payload, salt: string): string {
  return canonicalJson({ ...payload, salt });
}

/** The salt inside a stored payload text, or null when the text is not a payload. */
export function saltOf(text: string | null): string | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && typeof (value as Payload).salt === 'string'
      ? ((value as Payload).salt as string)
      : null;
  } catch {
    return null;
  }
}

/** The certificates of registrations (their upload file names, in attachment order), by user id. */
export async function certificatesOf(q: Queryable, userIds: readonly number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return result;
  const rows = await q
    .select({ userId: attachments.userId, fileName: uploads.fileName })
    .from(attachments)
    .innerJoin(uploads, eq(uploads.id, attachments.uploadId))
    .where(inArray(attachments.userId, [...userIds]))
    .orderBy(asc(attachments.id));
  for (const row of rows) result.get(row.userId)?.push(row.fileName);
  return result;
}

/** The payloadHash of the latest submission of a record before event `before` (all, when undefined). */
export async function submissionHashOf(
  q: Queryable,
  submission: { ref: string; kind: LedgerEvent },
  before?: number,
): Promise<string | null> {
  const [row] = await q
    .select({ payloadHash: ledgerEvents.payloadHash })
    .from(ledgerEvents)
    .where(
      and(
        eq(ledgerEvents.ref, submission.ref),
        eq(ledgerEvents.kind, submission.kind),
        before === undefined ? undefined : lt(ledgerEvents.id, before),
      ),
    )
    .orderBy(desc(ledgerEvents.id))
    .limit(1);
  return row?.payloadHash ?? null;
}

export interface EventToBuild {
  /** The event's id; undefined for an event not yet written. */
  id?: number;
  kind: string;
  ref: string;
}

/** A payload for a ref the ledger cannot read (unknown kind, a record deleted before a legacy event was sealed). */
function unreadable(kind: string, ref: string): Payload {
  return { record: 'unreadable', kind, ref };
}

/**
 * The payloads of events as the rows stand now, loading each table once for the whole batch. `submissionHashes`
 * carries the hashes of submissions built earlier in the same batch (sealing legacy events in id order).
 */
export async function buildPayloads(
  q: Queryable,
  events: readonly EventToBuild[],
  submissionHashes = new Map<string, string>(),
): Promise<Payload[]> {
  const parsed = events.map((event) => parseRef(event.kind, event.ref));
  const idsOf = (record: RecordType) => [
    ...new Set(parsed.filter((item) => item?.record === record).map((item) => item!.id)),
  ];
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  const leadIds = idsOf('lead');
  const userIds = idsOf('user');
  const talentIds = idsOf('talent');
  const rewardIds = idsOf('reward');
  const auditIds = idsOf('audit');
  const batches = [...new Set(parsed.filter((item) => item?.record === 'trace').map((item) => item!.batch!))];
  const [leadRows, userRows, talentRows, rewardRows, auditRows, certificates, stepRows] = await Promise.all([
    leadIds.length ? q.select().from(leads).where(inArray(leads.id, leadIds)) : [],
    userIds.length ? q.select().from(users).where(inArray(users.id, userIds)) : [],
    talentIds.length ? q.select().from(talentFilings).where(inArray(talentFilings.id, talentIds)) : [],
    rewardIds.length ? q.select().from(rewardApplications).where(inArray(rewardApplications.id, rewardIds)) : [],
    auditIds.length ? q.select().from(auditLog).where(inArray(auditLog.id, auditIds)) : [],
    certificatesOf(q, userIds),
    batches.length
      ? q
          .select({ batch: traceBatches, step: traceSteps })
          .from(traceSteps)
          .innerJoin(traceBatches, eq(traceBatches.code, traceSteps.batchCode))
          .where(inArray(traceSteps.batchCode, batches))
      : [],
  ]);
  const rows = {
    lead: byId(leadRows),
    user: byId(userRows),
    talent: byId(talentRows),
    reward: byId(rewardRows),
    audit: byId(auditRows),
  };
  const steps = new Map(stepRows.map((row) => [`${row.step.batchCode}:${row.step.seq}`, row]));

  const payloads: Payload[] = [];
  for (const [index, event] of events.entries()) {
    const ref = parsed[index];
    let payload: Payload | null = null;
    if (ref?.record === 'trace') {
      const found = steps.get(`${ref.batch}:${ref.seq}`);
      payload = found ? traceStepPayload(found.batch, found.step) : null;
    } else if (ref) {
      const row = rows[ref.record].get(ref.id);
      if (row && ref.decision) {
        const submission = submissionRefOf(ref)!;
        const hash = submissionHashes.get(submission.ref) ?? (await submissionHashOf(q, submission, event.id)) ?? null;
        payload = decisionPayload(row as ReviewColumns, ref.decision, hash);
      } else if (row) {
        if (ref.record === 'lead') payload = leadPayload(row as LeadRow);
        else if (ref.record === 'user') payload = registrationPayload(row as UserRow, certificates.get(ref.id) ?? []);
        else if (ref.record === 'talent') payload = talentPayload(row as FilingRow);
        else if (ref.record === 'audit') payload = auditPayload(row as AuditRow);
        else payload = rewardPayload(row as RewardRow);
      }
    }
    payloads.push(payload ?? unreadable(event.kind, event.ref));
  }
  return payloads;
}

export interface BuiltPayload {
  payload: string;
  payloadHash: string;
}

/**
 * Payloads of events that have none (written before the hash chain, or by a writer that left them out), in id
 * order: a decision names the submission built before it in the same run.
 */
export async function buildMissingPayloads(
  q: Queryable,
  digest: Digest,
  events: readonly (EventToBuild & { id: number })[],
): Promise<BuiltPayload[]> {
  const built: BuiltPayload[] = [];
  const submissions = new Map<string, string>();
  let run: (EventToBuild & { id: number })[] = [];
  const flush = async (decision?: EventToBuild & { id: number }) => {
    const batch = decision ? [decision] : run;
    if (!decision) run = [];
    if (batch.length === 0) return;
    const payloads = await buildPayloads(q, batch, submissions);
    for (const [index, payload] of payloads.entries()) {
      const text = payloadText(payload, newSalt());
      const payloadHash = await payloadHashOf(digest, text);
      built.push({ payload: text, payloadHash });
      if (!DECISION_KINDS.includes(batch[index]!.kind as LedgerEvent)) submissions.set(batch[index]!.ref, payloadHash);
    }
  };
  for (const event of events) {
    if (DECISION_KINDS.includes(event.kind as LedgerEvent)) {
      await flush();
      await flush(event);
    } else run.push(event);
  }
  await flush();
  return built;
}
