import { Readable } from 'node:stream';
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Role } from '#contracts/access';
import { ROLE_LABELS } from '#contracts/accounts';
import {
  AUDIT_ACTION_LABELS,
  type AuditAction,
  type AuditEntry,
  type AuditFilter,
  type AuditList,
} from '#contracts/audit';
import type { AppContext, Queryable } from '../../context';
import { auditLog } from '../../db/schema';
import { auditPayload } from '../chain/payloads';
import { insertLedgerEvent } from '../chain/service';
import { countCapped } from '../../db/search';
import { likePattern } from '../../lib/like';
import { CSV_BOM, csvLine } from '#utils/csv';
import { DAY_MS, formatShanghai, shanghaiDayStart } from '#utils/shanghai-date';
import { currentUser, type AuthUser } from '../../plugins/auth';
import { clientIp } from '../../plugins/client-ip';

/** Who acts, as the audit log records it: the account (none for a failed sign-in) and the client's address. */
export interface Actor {
  id: number | null;
  username: string;
  role: string;
  ip: string;
}

/**
 * A change an account makes to itself (sign-in, activation, password change or reset): the account is both the
 * actor and the target.
 */
export async function recordOwnAudit(
  db: Queryable,
  account: { id: number; username: string; role: string; orgName: string },
  ip: string,
  record: Omit<AuditRecord, 'target' | 'targetName'>,
): Promise<void> {
  await recordAudit(
    db,
    { id: account.id, username: account.username, role: account.role, ip },
    { ...record, target: `user:${account.id}`, targetName: account.orgName },
  );
}

/** The signed-in caller of a guarded route, with the address the audit log records (clientIp, D10). */
export type RequestActor = AuthUser & { ip: string };

export function actorOf(request: FastifyRequest): RequestActor {
  return { ...currentUser(request), ip: clientIp(request) };
}

export interface AuditRecord {
  action: AuditAction;
  target?: string;
  targetName?: string;
  /** One Chinese sentence. */
  summary: string;
  at: Date;
}

/**
 * Appends one row. Call it with the transaction that makes the change (D8): if the change rolls back, so does the
 * row, and if the row cannot be written, the change rolls back. There is no update or delete path, and a trigger
 * refuses both in the database; the row's ledger transaction shows any change made around them.
 */
export async function recordAudit(db: Queryable, actor: Actor, record: AuditRecord): Promise<void> {
  // The row is a ledger transaction too (D12), written atomically with it (a savepoint inside the caller's
  // transaction): a row edited or deleted later, even by whoever holds the database, no longer matches the ledger.
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(auditLog)
      .values({
        at: record.at,
        actorId: actor.id,
        actorName: actor.username.slice(0, 100),
        actorRole: actor.role,
        ip: actor.ip,
        action: record.action,
        target: record.target ?? '',
        targetName: (record.targetName ?? '').slice(0, 200),
        summary: record.summary.slice(0, 2000),
      })
      .returning();
    await insertLedgerEvent(tx, 'audit.recorded', `audit:${row!.id}`, record.at, auditPayload(row!));
  });
}

function filtersOf(query: AuditFilter): SQL | undefined {
  const keywords = likePattern(query.keywords);
  return and(
    query.actor ? ilike(auditLog.actorName, likePattern(query.actor)!) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.from ? gte(auditLog.at, shanghaiDayStart(query.from)) : undefined,
    query.to ? lt(auditLog.at, new Date(shanghaiDayStart(query.to).getTime() + DAY_MS)) : undefined,
    keywords
      ? or(
          ilike(auditLog.summary, keywords),
          ilike(auditLog.targetName, keywords),
          ilike(auditLog.target, keywords),
          ilike(auditLog.ip, keywords),
        )
      : undefined,
  );
}

type AuditRow = typeof auditLog.$inferSelect;

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    actorRole: row.actorRole,
    ip: row.ip,
    action: row.action as AuditAction,
    target: row.target,
    targetName: row.targetName,
    summary: row.summary,
  };
}

/** GET /portal/audit/list: newest first. */
export async function listAudit(
  ctx: AppContext,
  query: AuditFilter & { currPage: number; limit: number },
): Promise<AuditList> {
  const where = filtersOf(query);
  const [rows, { total, totalCapped }] = await Promise.all([
    ctx.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.currPage - 1) * query.limit),
    // The log only grows (every sign-in is a row): counted up to the cap, like the other large lists.
    countCapped(ctx.db, auditLog, where, ctx.config.listCountCap),
  ]);
  return { list: rows.map(toEntry), total, totalCapped };
}

const CSV_HEADER = ['编号', '时间（北京时间）', '操作人', '角色', 'IP', '操作类型', '对象', '对象名称', '摘要'];
/** Rows read per query while streaming: memory stays flat however long the log is. */
const EXPORT_PAGE = 500;

/**
 * GET /portal/audit/export: the export is recorded first (its own row), then the matching rows are streamed as CSV
 * page by page (newest first, keyset on (at, id)), never held in memory as one string.
 */
export async function exportAudit(ctx: AppContext, actor: RequestActor, query: AuditFilter): Promise<Readable> {
  const conditions = [
    query.actor ? `操作人“${query.actor}”` : '',
    query.action ? `操作类型“${AUDIT_ACTION_LABELS[query.action]}”` : '',
    query.from || query.to ? `${query.from ?? '…'} 至 ${query.to ?? '…'}` : '',
    query.keywords ? `关键词“${query.keywords}”` : '',
  ].filter(Boolean);
  await recordAudit(ctx.db, actor, {
    action: 'audit.export',
    summary: `导出操作日志 CSV${conditions.length > 0 ? `（筛选：${conditions.join('，')}）` : '（全部）'}`,
    at: ctx.now(),
  });
  const where = filtersOf(query);
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(CSV_HEADER);
    let after: { at: Date; id: number } | undefined;
    for (;;) {
      const page = await ctx.db
        .select()
        .from(auditLog)
        .where(
          and(
            where,
            after
              ? sql`(${auditLog.at}, ${auditLog.id}) < (${after.at.toISOString()}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(EXPORT_PAGE);
      let chunk = '';
      for (const row of page)
        chunk += csvLine([
          row.id,
          formatShanghai(row.at),
          row.actorName,
          ROLE_LABELS[row.actorRole as Role] ?? row.actorRole,
          row.ip,
          AUDIT_ACTION_LABELS[row.action as AuditAction] ?? row.action,
          row.target,
          row.targetName,
          row.summary,
        ]);
      if (chunk) yield chunk;
      const last = page.at(-1);
      if (!last || page.length < EXPORT_PAGE) return;
      after = { at: last.at, id: last.id };
    }
  }
  return Readable.from(lines());
}
