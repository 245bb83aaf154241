import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { ApiCode } from '../../../../src/contracts/envelope';
import {
  formatFen,
  rewardTypeOf,
  yuanToFen,
  type RewardApplication,
  type RewardList,
  type RewardStatus,
  type RewardTalent,
  type RewardType,
  type TalentKind,
} from '../../../../src/contracts/talent';
import type { Attachment } from '../../../../src/contracts/register';
import { maskIdCard } from '../../../../src/utils/id-card';
import type { AppContext } from '../../context';
import { rewardApplications, talentFilings, users } from '../../db/schema';
import { decidedRowOrThrow, decisionColumns, type DecisionInput } from '../../lib/decisions';
import { ApiError } from '../../lib/errors';
import { rewardDecisionMail } from '../../mail/templates';
import type { AuthUser } from '../../plugins/auth';
import { appendLedgerEvent } from '../chain/service';
import { attachmentsOf, likePattern, NOT_FOUND, requireOrganisation, storedFiles } from '../talent/service';

export const TALENT_NOT_APPROVED = '人才不存在或未通过审核';
export const DUPLICATE_PENDING = '该人才已有待审核的同类奖励申请';

/** The organisation's approved talents (admin: every approved talent), newest first. */
export async function approvedTalents(ctx: AppContext, user: AuthUser): Promise<RewardTalent[]> {
  const rows = await ctx.db
    .select()
    .from(talentFilings)
    .where(
      and(eq(talentFilings.status, 'approved'), user.role === 'admin' ? undefined : eq(talentFilings.userId, user.id)),
    )
    .orderBy(desc(talentFilings.reviewedAt), desc(talentFilings.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as TalentKind,
    name: row.name,
    idCard: maskIdCard(row.idCard),
    talentCategory: row.talentCategory,
  }));
}

/** Applies at once (pending): an approved talent of the organisation, an amount within the type's cap (in fen). */
export async function createReward(
  ctx: AppContext,
  user: AuthUser,
  input: { talentId: number; rewardType: RewardType; amount: string; applyReason: string; attachments: Attachment[] },
): Promise<number> {
  requireOrganisation(user);
  const amountFen = yuanToFen(input.amount);
  const type = rewardTypeOf(input.rewardType);
  // The route schema has checked both already; this keeps the service safe on its own.
  if (amountFen === null || amountFen <= 0 || !type || amountFen > type.capFen)
    throw new ApiError(ApiCode.VALIDATION, '申请金额不正确');
  const files = await storedFiles(ctx, input.attachments);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [talent] = await tx
      .select({ id: talentFilings.id })
      .from(talentFilings)
      .where(
        and(
          eq(talentFilings.id, input.talentId),
          eq(talentFilings.userId, user.id),
          eq(talentFilings.status, 'approved'),
        ),
      )
      .limit(1);
    if (!talent) throw new ApiError(ApiCode.NOT_FOUND, TALENT_NOT_APPROVED);
    const [twin] = await tx
      .select({ id: rewardApplications.id })
      .from(rewardApplications)
      .where(
        and(
          eq(rewardApplications.talentId, talent.id),
          eq(rewardApplications.rewardType, input.rewardType),
          eq(rewardApplications.status, 'pending'),
        ),
      )
      .limit(1);
    if (twin) throw new ApiError(ApiCode.DUPLICATE, DUPLICATE_PENDING);
    const [row] = await tx
      .insert(rewardApplications)
      .values({
        userId: user.id,
        talentId: talent.id,
        rewardType: input.rewardType,
        amountFen,
        applyReason: input.applyReason,
        attachments: files,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: rewardApplications.id });
    await appendLedgerEvent(tx, 'reward.submitted', `reward:${row!.id}`, now);
    return row!.id;
  });
}

interface ListQuery {
  status?: RewardStatus | undefined;
  rewardType?: RewardType | undefined;
  keywords?: string | undefined;
  currPage: number;
  limit: number;
}

/** `own`: the organisation's applications (admin: all). `review`: every application, for the managing unit. */
export async function listRewards(
  ctx: AppContext,
  user: AuthUser,
  query: ListQuery,
  scope: 'own' | 'review',
): Promise<RewardList> {
  const reviewer = alias(users, 'reviewer');
  const pattern = likePattern(query.keywords);
  const base: (SQL | undefined)[] = [
    scope === 'own' && user.role !== 'admin' ? eq(rewardApplications.userId, user.id) : undefined,
    query.rewardType ? eq(rewardApplications.rewardType, query.rewardType) : undefined,
    pattern
      ? or(
          ilike(talentFilings.name, pattern),
          ilike(talentFilings.idCard, pattern),
          ...(scope === 'review' || user.role === 'admin' ? [ilike(users.orgName, pattern)] : []),
        )
      : undefined,
  ];
  const where = and(...base, query.status ? eq(rewardApplications.status, query.status) : undefined);
  const [rows, [total], byStatus] = await Promise.all([
    ctx.db
      .select({
        application: rewardApplications,
        talent: talentFilings,
        orgName: users.orgName,
        reviewerName: reviewer.username,
      })
      .from(rewardApplications)
      .innerJoin(talentFilings, eq(talentFilings.id, rewardApplications.talentId))
      .innerJoin(users, eq(users.id, rewardApplications.userId))
      .leftJoin(reviewer, eq(reviewer.id, rewardApplications.reviewerId))
      .where(where)
      .orderBy(desc(rewardApplications.createdAt), desc(rewardApplications.id))
      .limit(query.limit)
      .offset((query.currPage - 1) * query.limit),
    ctx.db
      .select({ value: count() })
      .from(rewardApplications)
      .innerJoin(talentFilings, eq(talentFilings.id, rewardApplications.talentId))
      .innerJoin(users, eq(users.id, rewardApplications.userId))
      .where(where),
    ctx.db
      .select({ status: rewardApplications.status, value: count() })
      .from(rewardApplications)
      .innerJoin(talentFilings, eq(talentFilings.id, rewardApplications.talentId))
      .innerJoin(users, eq(users.id, rewardApplications.userId))
      .where(and(...base))
      .groupBy(rewardApplications.status),
  ]);
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const item of byStatus)
    if (item.status in counts) counts[item.status as keyof typeof counts] = Number(item.value);
  const list: RewardApplication[] = rows.map(({ application, talent, orgName, reviewerName }) => ({
    id: application.id,
    talentId: talent.id,
    talentName: talent.name,
    talentKind: talent.kind as TalentKind,
    idCard: maskIdCard(talent.idCard),
    rewardType: application.rewardType as RewardType,
    amountFen: application.amountFen,
    amount: formatFen(application.amountFen),
    applyReason: application.applyReason,
    attachments: attachmentsOf(application.attachments),
    status: application.status as RewardStatus,
    orgName,
    reviewReason: application.reviewReason,
    reviewerName: reviewerName ?? null,
    createdAt: application.createdAt.toISOString(),
    reviewedAt: application.reviewedAt ? application.reviewedAt.toISOString() : null,
  }));
  return { list, total: Number(total?.value ?? 0), counts };
}

/** Approve or reject once (UPDATE … WHERE status = 'pending'); the organisation is e-mailed; both are on the ledger. */
export async function decideReward(ctx: AppContext, reviewer: AuthUser, input: DecisionInput): Promise<void> {
  const approved = input.decision === 'approve';
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await decidedRowOrThrow(
      await tx
        .update(rewardApplications)
        .set(decisionColumns(input, reviewer, now))
        .where(and(eq(rewardApplications.id, input.id), eq(rewardApplications.status, 'pending')))
        .returning(),
      () =>
        tx
          .select({ id: rewardApplications.id })
          .from(rewardApplications)
          .where(eq(rewardApplications.id, input.id))
          .limit(1),
      NOT_FOUND,
    );
    await appendLedgerEvent(tx, 'reward.decided', `reward:${row.id}:${approved ? 'approved' : 'rejected'}`, now);
    const [owner] = await tx
      .select({ email: users.email, orgName: users.orgName, talentName: talentFilings.name })
      .from(users)
      .innerJoin(talentFilings, eq(talentFilings.id, row.talentId))
      .where(eq(users.id, row.userId))
      .limit(1);
    if (owner?.email)
      await ctx.outbox.enqueue(
        tx,
        'reward-decision',
        [owner.email],
        rewardDecisionMail({
          orgName: owner.orgName,
          talentName: owner.talentName,
          rewardLabel: rewardTypeOf(row.rewardType)?.value ?? '奖励',
          amount: formatFen(row.amountFen),
          approved,
          reason: input.reason,
        }),
      );
  });
  ctx.outbox.kick();
}
