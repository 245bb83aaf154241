import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { ApiCode } from '#contracts/codes';
import type { LeadStatus } from '#contracts/leads';
import { SERVICE_KINDS, type ServiceKind, type ServiceRequest } from '#contracts/service';
import type { AppContext } from '../../context';
import { leads } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { createLead } from '../leads/service';

type LeadRow = typeof leads.$inferSelect;

function toServiceRequest(row: LeadRow): ServiceRequest {
  return {
    id: row.id,
    kind: (row.serviceKind ?? 'custom') as ServiceKind,
    description: row.content,
    contactTime: row.contactTime,
    status: row.status as LeadStatus,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An organisation sees its own requests; the admin sees every one (D7). */
function scopeOf(user: AuthUser): SQL | undefined {
  return user.role === 'admin' ? eq(leads.kind, 'portal') : and(eq(leads.kind, 'portal'), eq(leads.userId, user.id));
}

export async function createServiceRequest(
  ctx: AppContext,
  user: AuthUser,
  input: { kind: ServiceKind; description: string; contactTime: string },
  ip: string,
): Promise<ServiceRequest> {
  const label = SERVICE_KINDS.find((kind) => kind.value === input.kind)?.label ?? input.kind;
  const { id } = await createLead(ctx, {
    kind: 'portal',
    source: '/service/inviteservice',
    application: `服务邀请：${label}`,
    name: user.principalName || user.username,
    phone: user.phone,
    companyName: user.orgName,
    content: input.description,
    email: user.email,
    ip,
    userId: user.id,
    serviceKind: input.kind,
    contactTime: input.contactTime,
  });
  return serviceRequestDetail(ctx, user, id);
}

export async function listServiceRequests(ctx: AppContext, user: AuthUser, page: { currPage: number; limit: number }) {
  const where = scopeOf(user);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(page.limit)
      .offset((page.currPage - 1) * page.limit),
    ctx.db.select({ value: count() }).from(leads).where(where),
  ]);
  return { list: rows.map(toServiceRequest), total: Number(total?.value ?? 0) };
}

export async function serviceRequestDetail(ctx: AppContext, user: AuthUser, id: number): Promise<ServiceRequest> {
  const [row] = await ctx.db
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), scopeOf(user)))
    .limit(1);
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, '服务申请不存在');
  return toServiceRequest(row);
}
