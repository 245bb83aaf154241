import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { NOTIFICATION_LINKS } from '#contracts/app-paths';
import { ApiCode } from '#contracts/codes';
import { type TalentKind } from '#contracts/talent';
import {
  formatFen,
  rewardTypeOf,
  yuanToFen,
  type RewardApplication,
  type RewardList,
  type RewardStatus,
  type RewardTalent,
  type RewardType,
} from '#contracts/reward';
import type { Attachment } from '#contracts/register';
import { maskIdCard } from '#utils/id-card';
import type { AppContext } from '../../context';
import { rewardApplications, talentFilings, users } from '../../db/schema';
import { decidedRowOrThrow, decisionColumns, type DecisionInput } from '../../lib/decisions';
import { ApiError } from '../../lib/errors';
import { rewardDecisionMail } from '../../mail/templates';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit, type RequestActor } from '../audit/service';
import { latestTxHashes } from '../chain/explorer';
import { appendLedgerEvent } from '../chain/service';
import { notifyAccount } from '../notifications/service';
import {
  attachmentsOf,
  FILING_SEARCH,
  NOT_FOUND,
  organisationsNamed,
  requireOrganisation,
  storedFiles,
} from '../talent/service';
import { containsKeywords, listCounts } from '../../db/search';
import { likePattern } from '../../lib/like';

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
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const files = await storedFiles(ctx, tx, user, input.attachments, now);
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

/**
 * Keywords on an application: its talent's name or ID number (the filings' trigram index narrows, then the two
 * columns are checked) or, for the managing unit and the admin, its organisation's name.
 */
async function rewardKeywordFilter(ctx: AppContext, keywords: string, withOrganisation: boolean): Promise<SQL> {
  const pattern = likePattern(keywords)!;
  const talents = ctx.db
    .select({ id: talentFilings.id })
    .from(talentFilings)
    .where(
      and(
        containsKeywords(FILING_SEARCH, keywords),
        or(ilike(talentFilings.name, pattern), ilike(talentFilings.idCard, pattern)),
      ),
    );
  const own = inArray(rewardApplications.talentId, talents);
  const organisations = withOrganisation ? await organisationsNamed(ctx, keywords) : [];
  return organisations.length > 0 ? or(own, inArray(rewardApplications.userId, organisations))! : own;
}

/** `own`: the organisation's applications (admin: all). `review`: every application, for the managing unit. */
export async function listRewards(
  ctx: AppContext,
  user: AuthUser,
  query: ListQuery,
  scope: 'own' | 'review',
): Promise<RewardList> {
  const reviewer = alias(users, 'reviewer');
  const everyone = scope === 'review' || user.role === 'admin';
  const base: (SQL | undefined)[] = [
    everyone ? undefined : eq(rewardApplications.userId, user.id),
    query.rewardType ? eq(rewardApplications.rewardType, query.rewardType) : undefined,
    query.keywords ? await rewardKeywordFilter(ctx, query.keywords, everyone) : undefined,
  ];
  const where = and(...base, query.status ? eq(rewardApplications.status, query.status) : undefined);
  const [rows, { counts, countsCapped, total, totalCapped }] = await Promise.all([
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
    // Every organisation's applications without keywords: the exact tallies; otherwise counted up to the cap.
    listCounts(ctx.db, {
      tallied: everyone && !query.keywords,
      subject: 'reward_applications',
      kinds: query.rewardType ? [query.rewardType] : undefined,
      table: rewardApplications,
      status: rewardApplications.status,
      where: and(...base),
      chosen: query.status,
      cap: ctx.config.listCountCap,
    }),
  ]);
  // D9: each application's transaction and, once approved, its approval's.
  const hashes = await latestTxHashes(
    ctx.db,
    rows.flatMap(({ application }) => [`reward:${application.id}`, `reward:${application.id}:approved`]),
  );
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
    attachments: attachmentsOf(ctx, application.attachments),
    status: application.status as RewardStatus,
    orgName,
    reviewReason: application.reviewReason,
    reviewerName: reviewerName ?? null,
    createdAt: application.createdAt.toISOString(),
    reviewedAt: application.reviewedAt ? application.reviewedAt.toISOString() : null,
    submitTxHash: hashes.get(`reward:${application.id}`) ?? null,
    txHash: application.status === 'approved' ? (hashes.get(`reward:${application.id}:approved`) ?? null) : null,
  }));
  return {
    list,
    total,
    totalCapped,
    counts: {
      pending: counts.get('pending') ?? 0,
      approved: counts.get('approved') ?? 0,
      rejected: counts.get('rejected') ?? 0,
    },
    countsCapped,
  };
}

/** Approve or reject once (UPDATE … WHERE status = 'pending'); the organisation is e-mailed; both are on the ledger. */
export async function decideReward(ctx: AppContext, reviewer: RequestActor, input: DecisionInput): Promise<void> {
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
      .select({ orgName: users.orgName, talentName: talentFilings.name })
      .from(users)
      .innerJoin(talentFilings, eq(talentFilings.id, row.talentId))
      .where(eq(users.id, row.userId))
      .limit(1);
    const rewardLabel = rewardTypeOf(row.rewardType)?.value ?? '奖励';
    await recordAudit(tx, reviewer, {
      action: 'review.reward',
      target: `reward:${row.id}`,
      targetName: `${owner?.talentName ?? ''}（${owner?.orgName ?? ''}）`,
      summary: `${approved ? '通过' : '驳回'}${rewardLabel}申请：${owner?.talentName ?? ''}（${owner?.orgName ?? ''}），金额 ${formatFen(row.amountFen)} 元${approved ? '' : `，原因：${input.reason}`}`,
      at: now,
    });
    const talentName = owner?.talentName ?? '';
    await notifyAccount(ctx, tx, {
      userId: row.userId,
      title: `${rewardLabel}申请${approved ? '已通过审核' : '未通过审核'}：${talentName}`,
      body: approved
        ? `为 ${talentName} 提交的${rewardLabel}申请（申请金额 ${formatFen(row.amountFen)} 元）已通过管理单位审核。`
        : `为 ${talentName} 提交的${rewardLabel}申请（申请金额 ${formatFen(row.amountFen)} 元）未通过管理单位审核。原因：${input.reason}`,
      link: NOTIFICATION_LINKS.rewards,
      mail: {
        kind: 'reward-decision',
        content: rewardDecisionMail({
          orgName: owner?.orgName ?? '',
          talentName,
          rewardLabel,
          amount: formatFen(row.amountFen),
          approved,
          reason: input.reason,
        }),
      },
    });
  });
  ctx.outbox.kick();
}
