import { alias } from 'drizzle-orm/pg-core';
import { and, count, eq, isNotNull, type SQL } from 'drizzle-orm';
import { USER_CENTRE_PATH } from '#contracts/app-paths';
import { ApiCode } from '#contracts/codes';
import { DICT_TYPES } from '#contracts/register';
import type { RegistrationDetail, RegistrationSummary, ReviewList } from '#contracts/review';
import type { AccountStatus } from '#contracts/auth';
import type { AppContext } from '../../context';
import { attachments, uploads, users } from '../../db/schema';
import { ALREADY_DECIDED, decisionColumns, type DecisionInput } from '../../lib/decisions';
import { ApiError } from '../../lib/errors';
import { reviewDecisionMail } from '../../mail/templates';
import { accountKeywords, usersPage } from '../accounts/service';
import { recordAudit, type RequestActor } from '../audit/service';
import { appendLedgerEvent } from '../chain/service';
import { dictionaryLabel } from '../dict/service';
import { notifyAccount } from '../notifications/service';
import { signedUploadUrl, UPLOAD_URL_PREFIX } from '../upload/service';

type UserRow = typeof users.$inferSelect;

function toSummary(row: UserRow): RegistrationSummary {
  return {
    id: row.id,
    username: row.username,
    orgName: row.orgName,
    userType: row.userType ?? 0,
    phone: row.phone ?? '',
    email: row.email ?? '',
    status: row.status as AccountStatus,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

interface ReviewQuery {
  status?: 'pending' | 'approved' | 'rejected' | undefined;
  userType?: number | undefined;
  keywords?: string | undefined;
  currPage: number;
  limit: number;
}

export async function listRegistrations(ctx: AppContext, query: ReviewQuery): Promise<ReviewList> {
  const base: (SQL | undefined)[] = [
    isNotNull(users.userType),
    query.userType ? eq(users.userType, query.userType) : undefined,
    accountKeywords(query.keywords),
  ];
  const where = and(...base, query.status ? eq(users.status, query.status) : undefined);
  const [{ rows, total }, byStatus] = await Promise.all([
    usersPage(ctx, where, query),
    ctx.db
      .select({ status: users.status, value: count() })
      .from(users)
      .where(and(...base))
      .groupBy(users.status),
  ]);
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const item of byStatus)
    if (item.status in counts) counts[item.status as keyof typeof counts] = Number(item.value);
  return { list: rows.map(toSummary), total, counts };
}

const ORG_TYPE_DICT: Record<number, number> = {
  1: DICT_TYPES.industry,
  2: DICT_TYPES.unitType,
  3: DICT_TYPES.schoolLevel,
};

export async function registrationDetail(ctx: AppContext, id: number): Promise<RegistrationDetail> {
  const reviewer = alias(users, 'reviewer');
  const [found] = await ctx.db
    .select({ user: users, reviewerName: reviewer.username })
    .from(users)
    .leftJoin(reviewer, eq(reviewer.id, users.reviewerId))
    .where(and(eq(users.id, id), isNotNull(users.userType)))
    .limit(1);
  if (!found) throw new ApiError(ApiCode.NOT_FOUND, '注册申请不存在');
  const row = found.user;
  const files = await ctx.db
    .select({ fileName: uploads.fileName, originalName: uploads.originalName })
    .from(attachments)
    .innerJoin(uploads, eq(uploads.id, attachments.uploadId))
    .where(eq(attachments.userId, row.id));
  return {
    ...toSummary(row),
    orgType: row.orgType,
    orgTypeLabel: (await dictionaryLabel(ctx, ORG_TYPE_DICT[row.userType ?? 1] ?? 1, row.orgType)) ?? row.orgType,
    property: row.property,
    propertyLabel: await dictionaryLabel(ctx, DICT_TYPES.nature, row.property),
    scale: row.scale,
    scaleLabel: await dictionaryLabel(ctx, DICT_TYPES.scale, row.scale),
    principalName: row.principalName,
    address: row.address,
    orgCode: row.orgCode,
    attachList: files.map((file) => {
      const filePath = `${UPLOAD_URL_PREFIX}${file.fileName}`;
      // A signed link (10 minutes, D10): the drawer's <img> cannot send the reviewer's Bearer header.
      return { filePath, url: signedUploadUrl(ctx, filePath), name: file.originalName };
    }),
    reviewReason: row.reviewReason,
    reviewerName: found.reviewerName ?? null,
  };
}

/** Approve or reject once: the UPDATE only matches a pending registration, so a second decision is refused. */
export async function decideRegistration(ctx: AppContext, reviewer: RequestActor, input: DecisionInput): Promise<void> {
  const [target] = await ctx.db
    .select({ id: users.id, orgName: users.orgName, status: users.status })
    .from(users)
    .where(and(eq(users.id, input.id), isNotNull(users.userType)))
    .limit(1);
  if (!target) throw new ApiError(ApiCode.NOT_FOUND, '注册申请不存在');
  if (reviewer.role === 'reviewer' && reviewer.orgName && target.orgName.trim() === reviewer.orgName.trim())
    throw new ApiError(ApiCode.FORBIDDEN, '不能审核本单位的注册申请');
  const approved = input.decision === 'approve';
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set(decisionColumns(input, reviewer, now))
      .where(and(eq(users.id, input.id), eq(users.status, 'pending')))
      .returning();
    if (!row) throw new ApiError(ApiCode.DUPLICATE, ALREADY_DECIDED);
    await appendLedgerEvent(tx, approved ? 'registration.approved' : 'registration.rejected', `user:${row.id}`, now);
    await recordAudit(tx, reviewer, {
      action: 'review.registration',
      target: `user:${row.id}`,
      targetName: row.orgName,
      summary: `${approved ? '通过' : '驳回'}注册申请：${row.orgName}（账号 ${row.username}）${approved ? '' : `，原因：${input.reason}`}`,
      at: now,
    });
    await notifyAccount(ctx, tx, {
      userId: row.id,
      title: approved ? '注册申请已通过审核' : '注册申请未通过审核',
      body: approved
        ? `您以账号 ${row.username} 提交的注册申请已通过管理单位审核，现在可以办理人才登记、奖励申报等业务。`
        : `您以账号 ${row.username} 提交的注册申请未通过管理单位审核。原因：${input.reason}`,
      link: USER_CENTRE_PATH,
      mail: {
        kind: 'review-decision',
        content: reviewDecisionMail({ username: row.username, orgName: row.orgName, approved, reason: input.reason }),
      },
    });
  });
  ctx.outbox.kick();
}
