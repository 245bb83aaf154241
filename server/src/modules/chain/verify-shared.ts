import { eq, sql } from 'drizzle-orm';
import { LEDGER_EVENT_LABELS, type LedgerEvent } from '#contracts/ledger-events';
import type { Queryable } from '../../context';
import type { Db } from '../../db/client';
import { auditLog, leads, ledgerEvents, rewardApplications, talentFilings, users } from '../../db/schema';
import type { RecordType } from './payloads';

/* What the two passes of verification (verify-blocks.ts, verify-records.ts) share. */

/** Blocks per page of the chain pass, rows per page of the records pass: memory stays flat whatever the length. */
export const BLOCK_PAGE = 500;
export const ROW_PAGE = 1000;

export type EventRow = {
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

export const eventColumns = {
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

export const RECORD_LABELS: Record<RecordType, string> = {
  lead: '线索',
  user: '机构注册',
  talent: '人才登记',
  reward: '奖励申报',
  trace: '溯源环节',
  audit: '审计日志',
};

/** The table of each kind of record named by a ref (trace steps are keyed by batch and step). */
export const RECORD_TABLES = {
  lead: leads,
  user: users,
  talent: talentFilings,
  reward: rewardApplications,
  audit: auditLog,
} as const;

export const kindLabel = (kind: string) => LEDGER_EVENT_LABELS[kind as LedgerEvent] ?? '未知类型';

/** The first problem found (lowest height wins): `reason` is public (no personal data), `detail` for the operator. */
export class Findings {
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
export function anyOf(column: Parameters<typeof eq>[0], values: readonly (string | number)[], type: 'int' | 'text') {
  return sql`${column} = any(${`{${values.map((value) => (type === 'int' ? String(value) : `"${String(value).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`}::${sql.raw(type)}[])`;
}

/** One short read-only transaction: the rows of a page and their events are read from the same snapshot. */
export function snapshot<T>(db: Db, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(work, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
