import { Readable } from 'node:stream';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { serviceRequestPath } from '#contracts/app-paths';
import { ApiCode } from '#contracts/codes';
import {
  FREE_APPLICATION_SLOTS,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  leadCsvLine,
  leadsCsvHead,
  type Lead,
  type LeadKind,
  type LeadList,
  type LeadStatus,
  leadListQuerySchema,
  sourcePrefix,
} from '#contracts/leads';
import type { z } from 'zod';
import type { AppContext, Queryable } from '../../context';
import { leads } from '../../db/schema';
import { containsKeywords, exactCounts, listCounts, tallyByStatus, type ListCounts } from '../../db/search';
import { prefixPattern } from '../../lib/like';
import { ApiError } from '../../lib/errors';
import { DAY_MS, formatShanghai, shanghaiDayStart } from '#utils/shanghai-date';
import { leadNotificationMail } from '../../mail/templates';
import { recordAudit, type RequestActor } from '../audit/service';
import { notifyAccount } from '../notifications/service';
import { leadWriterFor } from './writer';

export interface NewLead {
  kind: LeadKind;
  source: string;
  application: string;
  name: string;
  phone: string;
  companyName: string;
  content: string;
  email: string;
  ip: string;
  userId?: number | null;
  serviceKind?: string | null;
  contactTime?: string;
}

/**
 * D6: the lead, its ledger event and its notification mail are committed together (see LeadWriter) before any
 * mail is tried. The mail goes to LEADS_TO only.
 */
export async function createLead(ctx: AppContext, lead: NewLead): Promise<{ id: number; createdAt: Date }> {
  const now = ctx.now();
  const id = await leadWriterFor(ctx).write({
    kind: lead.kind,
    source: lead.source,
    application: lead.application,
    name: lead.name,
    phone: lead.phone,
    companyName: lead.companyName,
    content: lead.content,
    email: lead.email,
    ip: lead.ip,
    userId: lead.userId ?? null,
    serviceKind: lead.serviceKind ?? null,
    contactTime: lead.contactTime ?? '',
    createdAt: now,
    ledgerKind: lead.kind === 'portal' ? 'service.requested' : 'lead.received',
    mail: leadNotificationMail({ ...lead, kindLabel: LEAD_KIND_LABELS[lead.kind], createdAt: now }),
  });
  ctx.outbox.kick();
  return { id, createdAt: now };
}

type LeadRow = typeof leads.$inferSelect;
export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    kind: row.kind as LeadKind,
    source: row.source,
    application: row.application,
    name: row.name,
    phone: row.phone,
    companyName: row.companyName,
    content: row.content,
    email: row.email,
    ip: row.ip,
    status: row.status as LeadStatus,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type LeadQuery = z.output<typeof leadListQuerySchema>;

function filtersOf(query: Omit<LeadQuery, 'currPage' | 'limit'>, withStatus: boolean): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (withStatus && query.status) conditions.push(eq(leads.status, query.status));
  if (query.kind) conditions.push(eq(leads.kind, query.kind));
  // A range of leads_source_prefix_idx (migration 0010): the expression must stay lower("source").
  if (query.source) conditions.push(sql`lower(${leads.source}) like ${prefixPattern(sourcePrefix(query.source))}`);
  if (query.from) conditions.push(gte(leads.createdAt, shanghaiDayStart(query.from)));
  if (query.to) conditions.push(lt(leads.createdAt, new Date(shanghaiDayStart(query.to).getTime() + DAY_MS)));
  if (query.keywords)
    conditions.push(
      containsKeywords([leads.name, leads.phone, leads.companyName, leads.content, leads.application], query.keywords),
    );
  return and(...conditions);
}

/** Filters that the tallies cannot answer (status and kind they can). */
const needsCounting = (query: Omit<LeadQuery, 'currPage' | 'limit'>) =>
  Boolean(query.source || query.from || query.to || query.keywords);

/**
 * Totals: per status and kind from the tallies, exact and in constant time whatever the size of the inbox; with a
 * date, source or keyword filter by reading the matching rows through the indexes, up to the cap (config
 * `listCountCap`): beyond it the inbox says "more than 10,000" rather than count 100,000 rows on every page.
 */
function leadCounts(ctx: AppContext, query: LeadQuery): Promise<ListCounts> {
  return listCounts(ctx.db, {
    tallied: !needsCounting(query),
    subject: 'leads',
    kinds: query.kind ? [query.kind] : undefined,
    table: leads,
    status: leads.status,
    where: filtersOf(query, false),
    chosen: query.status,
    cap: ctx.config.listCountCap,
  });
}

export async function listLeads(ctx: AppContext, query: LeadQuery): Promise<LeadList> {
  const [rows, { counts, countsCapped, total, totalCapped }, applications] = await Promise.all([
    ctx.db
      .select()
      .from(leads)
      .where(filtersOf(query, true))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(query.limit)
      .offset((query.currPage - 1) * query.limit),
    leadCounts(ctx, query),
    tallyByStatus(ctx.db, 'leads', ['application']),
  ]);
  return {
    list: rows.map(toLead),
    total,
    totalCapped,
    counts: { new: counts.get('new') ?? 0, contacted: counts.get('contacted') ?? 0, closed: counts.get('closed') ?? 0 },
    countsCapped,
    freeSlotsTaken: Math.min(exactCounts(applications).total, FREE_APPLICATION_SLOTS),
  };
}

export async function setLeadStatus(
  ctx: AppContext,
  actor: RequestActor,
  id: number,
  status: LeadStatus,
  note: string,
): Promise<Lead> {
  const now = ctx.now();
  const lead = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: leads.status, note: leads.note })
      .from(leads)
      .where(eq(leads.id, id))
      .for('update');
    const [row] = await tx.update(leads).set({ status, note, updatedAt: now }).where(eq(leads.id, id)).returning();
    if (!row || !before) throw new ApiError(ApiCode.NOT_FOUND, '线索不存在');
    // D15: an organisation's own service request (a portal lead) tells it of each change of its status or note.
    if (row.kind === 'portal' && row.userId !== null && (before.status !== status || before.note !== note))
      await notifyAccount(ctx, tx, {
        userId: row.userId,
        title: `服务邀请${LEAD_STATUS_LABELS[status]}：${row.application.replace(/^服务邀请：/, '')}`,
        body: `您提交的${row.application || '服务邀请'}（编号 ${row.id}）状态为“${LEAD_STATUS_LABELS[status]}”${note ? `，备注：${note}` : ''}。`,
        link: serviceRequestPath(row.id),
      });
    await recordAudit(tx, actor, {
      action: 'lead.status',
      target: `lead:${row.id}`,
      targetName: `${row.name}（${row.companyName || row.phone}）`,
      summary: `线索 #${row.id} 状态改为“${LEAD_STATUS_LABELS[status]}”${note ? `，备注：${note}` : ''}`,
      at: now,
    });
    return toLead(row);
  });
  ctx.outbox.kick();
  return lead;
}

/** Rows read per query while exporting: each read is short, so other requests (and PGlite's one connection) go on. */
const EXPORT_BATCH = 1_000;
/** The first read is smaller: the download starts at once. */
const FIRST_EXPORT_BATCH = 100;
/** The newest rows an export holds at most (the SPA's download must finish within its 50 s timeout). */
export const EXPORT_MAX_ROWS = 50_000;

const leadTime = (iso: string) => formatShanghai(new Date(iso));

/**
 * GET /portal/leads/export: UTF-8 with BOM so that Excel reads Chinese correctly. A stream, read newest first in
 * batches by keyset (created_at, id), never the whole export in memory; the first batch is read before anything
 * is sent, so that a failure is still an envelope. The export is recorded in the audit log (D8) in the transaction
 * that reads the first batch: no row is sent unless the export is on record.
 */
export async function exportLeadsCsv(
  ctx: AppContext,
  actor: RequestActor,
  query: Omit<LeadQuery, 'currPage' | 'limit'>,
): Promise<Readable> {
  const where = filtersOf(query, true);
  const batch = (db: Queryable, after: { at: string; id: number } | undefined, limit: number) =>
    db
      .select({ row: leads, at: sql<string>`${leads.createdAt}::text` })
      .from(leads)
      .where(
        and(
          where,
          after ? sql`(${leads.createdAt}, ${leads.id}) < (${after.at}::timestamptz, ${after.id}::int)` : undefined,
        ),
      )
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(limit);
  let limit = Math.min(FIRST_EXPORT_BATCH, EXPORT_MAX_ROWS);
  let rows = await ctx.db.transaction(async (tx) => {
    const first = await batch(tx, undefined, limit);
    await recordAudit(tx, actor, {
      action: 'lead.export',
      summary: `导出线索 CSV（最多 ${EXPORT_MAX_ROWS} 条）${describeFilters(query)}`,
      at: ctx.now(),
    });
    return first;
  });
  async function* csv(): AsyncGenerator<string> {
    yield leadsCsvHead();
    for (let sent = 0; rows.length > 0;) {
      yield rows.map(({ row }) => leadCsvLine(toLead(row), leadTime)).join('');
      sent += rows.length;
      const last = rows[rows.length - 1]!;
      if (rows.length < limit || sent >= EXPORT_MAX_ROWS) return;
      limit = Math.min(EXPORT_BATCH, EXPORT_MAX_ROWS - sent);
      rows = await batch(ctx.db, { at: last.at, id: last.row.id }, limit);
    }
  }
  return Readable.from(csv(), { objectMode: false });
}

/** '（筛选：状态 待跟进，2026-11-01 至 2026-11-21）' for the audit summary, '' without filters. */
function describeFilters(query: Omit<LeadQuery, 'currPage' | 'limit'>): string {
  const parts = [
    query.status ? `状态 ${LEAD_STATUS_LABELS[query.status]}` : '',
    query.kind ? `类型 ${LEAD_KIND_LABELS[query.kind]}` : '',
    query.source ? `来源 ${query.source}` : '',
    query.from || query.to ? `${query.from ?? '…'} 至 ${query.to ?? '…'}` : '',
    query.keywords ? `关键词 ${query.keywords}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `（筛选：${parts.join('，')}）` : '';
}
