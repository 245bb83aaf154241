import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { ApiCode } from '../../../../src/contracts/envelope';
import {
  FREE_APPLICATION_SLOTS,
  LEAD_STATUS_LABELS,
  type Lead,
  type LeadKind,
  type LeadList,
  type LeadStatus,
  leadListQuerySchema,
} from '../../../../src/contracts/leads';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { leads } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { DAY_MS, formatShanghai, shanghaiDayStart } from '../../lib/time';
import { leadNotificationMail } from '../../mail/templates';
import { leadWriterFor } from './writer';

export const KIND_LABELS: Record<LeadKind, string> = {
  application: '免费应用申请',
  contact: '咨询留言',
  portal: '服务邀请',
};

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

const escapeLike = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

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
    mail: leadNotificationMail({ ...lead, kindLabel: KIND_LABELS[lead.kind], createdAt: now }),
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
  if (query.source) conditions.push(ilike(leads.source, escapeLike(query.source)));
  if (query.from) conditions.push(gte(leads.createdAt, shanghaiDayStart(query.from)));
  if (query.to) conditions.push(lt(leads.createdAt, new Date(shanghaiDayStart(query.to).getTime() + DAY_MS)));
  if (query.keywords) {
    const pattern = escapeLike(query.keywords);
    conditions.push(
      or(
        ilike(leads.name, pattern),
        ilike(leads.phone, pattern),
        ilike(leads.companyName, pattern),
        ilike(leads.content, pattern),
        ilike(leads.application, pattern),
      ),
    );
  }
  return and(...conditions);
}

export async function listLeads(ctx: AppContext, query: LeadQuery): Promise<LeadList> {
  const where = filtersOf(query, true);
  const [rows, [total], byStatus, [slots]] = await Promise.all([
    ctx.db
      .select()
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(query.limit)
      .offset((query.currPage - 1) * query.limit),
    ctx.db.select({ value: count() }).from(leads).where(where),
    ctx.db
      .select({ status: leads.status, value: count() })
      .from(leads)
      .where(filtersOf(query, false))
      .groupBy(leads.status),
    ctx.db.select({ value: count() }).from(leads).where(eq(leads.kind, 'application')),
  ]);
  const counts = { new: 0, contacted: 0, closed: 0 };
  for (const item of byStatus) if (item.status in counts) counts[item.status as LeadStatus] = Number(item.value);
  return {
    list: rows.map(toLead),
    total: Number(total?.value ?? 0),
    counts,
    freeSlotsTaken: Math.min(Number(slots?.value ?? 0), FREE_APPLICATION_SLOTS),
  };
}

export async function setLeadStatus(ctx: AppContext, id: number, status: LeadStatus, note: string): Promise<Lead> {
  const [row] = await ctx.db
    .update(leads)
    .set({ status, note, updatedAt: ctx.now() })
    .where(eq(leads.id, id))
    .returning();
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, '线索不存在');
  return toLead(row);
}

const CSV_HEADER = [
  '编号',
  '类型',
  '来源页面',
  '申请项目',
  '姓名',
  '电话',
  '公司名称',
  '留言内容',
  '访客邮箱',
  'IP',
  '状态',
  '备注',
  '提交时间',
];

/** A CSV cell: quoted, and a leading = + - @ neutralised so that Excel does not run it as a formula. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** GET /portal/leads/export: UTF-8 with BOM so that Excel reads Chinese correctly. */
export async function exportLeadsCsv(ctx: AppContext, query: Omit<LeadQuery, 'currPage' | 'limit'>): Promise<string> {
  const rows = await ctx.db
    .select()
    .from(leads)
    .where(filtersOf(query, true))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(50_000);
  const lines = [CSV_HEADER.map(csvCell).join(',')];
  for (const row of rows)
    lines.push(
      [
        row.id,
        KIND_LABELS[row.kind as LeadKind] ?? row.kind,
        row.source,
        row.application,
        row.name,
        row.phone,
        row.companyName,
        row.content,
        row.email,
        row.ip,
        LEAD_STATUS_LABELS[row.status as LeadStatus] ?? row.status,
        row.note,
        formatShanghai(row.createdAt),
      ]
        .map(csvCell)
        .join(','),
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
