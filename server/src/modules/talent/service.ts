import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, ilike, inArray, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import { talentDetailPath } from '#contracts/app-paths';
import { ApiCode } from '#contracts/codes';
import type { Attachment } from '#contracts/register';
import {
  DECIDABLE_STATUSES,
  EDITABLE_STATUSES,
  TALENT_KIND_LABELS,
  type FilingStatus,
  type TalentDetail,
  type TalentKind,
  type TalentList,
  type TalentSummary,
  type TalentValues,
} from '#contracts/talent';
import { maskIdCard } from '#utils/id-card';
import { maskPhone } from '#utils/mask';
import type { AppContext, Queryable } from '../../context';
import { talentFilings, users, type StoredFile } from '../../db/schema';
import { containsKeywords, listCounts } from '../../db/search';
import { likePattern } from '../../lib/like';
import { decidedRowOrThrow, decisionColumns, type DecisionInput } from '../../lib/decisions';
import { ApiError } from '../../lib/errors';
import { talentDecisionMail } from '../../mail/templates';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit, type RequestActor } from '../audit/service';
import { latestTxHashes } from '../chain/explorer';
import { appendLedgerEvent } from '../chain/service';
import { notifyAccount } from '../notifications/service';
import { claimUploads, signedUploadUrl, UPLOAD_URL_PREFIX } from '../upload/service';

type FilingRow = typeof talentFilings.$inferSelect;

export const NOT_FOUND = '记录不存在';
export const NOT_EDITABLE = '待审核或已通过的登记不能修改';
export const ORGANISATIONS_ONLY = '只有单位账号可以办理人才登记';

/** Admin and reviewer have no organisation: filing and applying are for registered organisations. */
export function requireOrganisation(user: AuthUser): void {
  if (user.userType === null) throw new ApiError(ApiCode.FORBIDDEN, ORGANISATIONS_ONLY);
}

export const ATTACHMENT_MISSING = '附件不存在，请重新上传';

/**
 * Attachments must be files the organisation itself uploaded (D10 attach-by-owner); they become attached, and only
 * path and name are kept.
 */
export async function storedFiles(
  ctx: AppContext,
  tx: Queryable,
  user: AuthUser,
  files: readonly Attachment[],
  now: Date,
): Promise<StoredFile[]> {
  const uploads = await claimUploads(
    ctx,
    tx,
    { userId: user.id },
    files.map((file) => file.filePath),
    now,
    ATTACHMENT_MISSING,
  );
  return uploads.map((upload, index) => ({
    filePath: `${UPLOAD_URL_PREFIX}${upload.fileName}`,
    name: (files[index]!.name ?? upload.originalName).slice(0, 200),
  }));
}

/** What an answer shows of stored files: `url` is a signed link that works for 10 minutes (D10). */
export function attachmentsOf(ctx: AppContext, files: readonly StoredFile[]): Attachment[] {
  return files.map((file) => ({ filePath: file.filePath, url: signedUploadUrl(ctx, file.filePath), name: file.name }));
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toSummary(row: FilingRow, orgName: string): TalentSummary {
  return {
    id: row.id,
    kind: row.kind as TalentKind,
    name: row.name,
    gender: row.gender,
    idCard: maskIdCard(row.idCard),
    mobile: maskPhone(row.mobile),
    education: row.education,
    major: row.major,
    position: row.position,
    talentCategory: row.talentCategory,
    school: row.school,
    graduationYear: row.graduationYear,
    status: row.status as FilingStatus,
    orgName,
    reviewReason: row.reviewReason,
    submittedAt: iso(row.submittedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDetail(
  ctx: AppContext,
  row: FilingRow,
  orgName: string,
  reviewerName: string | null,
): Omit<TalentDetail, 'submitTxHash' | 'txHash'> {
  return {
    id: row.id,
    kind: row.kind as TalentKind,
    name: row.name,
    gender: row.gender,
    idCard: row.idCard,
    birthDate: row.birthDate,
    mobile: row.mobile,
    email: row.email,
    education: row.education,
    major: row.major,
    jobTitle: row.jobTitle,
    position: row.position,
    entryDate: row.entryDate,
    resumeFiles: attachmentsOf(ctx, row.resumeFiles),
    certificateFiles: attachmentsOf(ctx, row.certificateFiles),
    talentCategory: row.talentCategory,
    achievements: row.achievements,
    supportingFiles: attachmentsOf(ctx, row.supportingFiles),
    school: row.school,
    graduationYear: row.graduationYear,
    degree: row.degree,
    diplomaNumber: row.diplomaNumber,
    status: row.status as FilingStatus,
    orgName,
    reviewReason: row.reviewReason,
    reviewerName,
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface ListQuery {
  kind?: TalentKind | undefined;
  status?: FilingStatus | undefined;
  keywords?: string | undefined;
  currPage: number;
  limit: number;
}

/**
 * `own`: an organisation's filings (admin: everyone's). `review`: submitted filings of every organisation
 * (drafts are the organisation's business and never reach the managing unit).
 */
export async function listTalents(
  ctx: AppContext,
  user: AuthUser,
  query: ListQuery,
  scope: 'own' | 'review',
): Promise<TalentList> {
  const everyone = scope === 'review' || user.role === 'admin';
  const base: (SQL | undefined)[] = [
    everyone ? undefined : eq(talentFilings.userId, user.id),
    scope === 'review' ? ne(talentFilings.status, 'draft') : undefined,
    query.kind ? eq(talentFilings.kind, query.kind) : undefined,
    query.keywords ? await filingKeywordFilter(ctx, query.keywords, everyone) : undefined,
  ];
  const where = and(...base, query.status ? eq(talentFilings.status, query.status) : undefined);
  const statuses = query.status ? [query.status] : scope === 'review' ? ['pending', 'approved', 'rejected'] : undefined;
  const [rows, { counts, countsCapped, total, totalCapped }] = await Promise.all([
    ctx.db
      .select({ filing: talentFilings, orgName: users.orgName })
      .from(talentFilings)
      .innerJoin(users, eq(users.id, talentFilings.userId))
      .where(where)
      .orderBy(desc(talentFilings.updatedAt), desc(talentFilings.id))
      .limit(query.limit)
      .offset((query.currPage - 1) * query.limit),
    // Every organisation's filings without keywords: the exact tallies, not a count of 200,000 rows; otherwise
    // counted up to the cap.
    listCounts(ctx.db, {
      tallied: everyone && !query.keywords,
      subject: 'talent_filings',
      kinds: query.kind ? [query.kind] : undefined,
      totalOf: statuses,
      table: talentFilings,
      status: talentFilings.status,
      where: and(...base),
      chosen: query.status,
      cap: ctx.config.listCountCap,
    }),
  ]);
  return {
    list: rows.map((row) => toSummary(row.filing, row.orgName)),
    total,
    totalCapped,
    counts: {
      draft: scope === 'review' ? 0 : (counts.get('draft') ?? 0),
      pending: counts.get('pending') ?? 0,
      approved: counts.get('approved') ?? 0,
      rejected: counts.get('rejected') ?? 0,
    },
    countsCapped,
  };
}

/** Organisations whose name contains the keywords (few rows: the list of registered organisations). */
export async function organisationsNamed(ctx: AppContext, keywords: string): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.userType), ilike(users.orgName, likePattern(keywords)!)));
  return rows.map((row) => row.id);
}

/**
 * Keywords on a filing: its name, ID number or mobile (one trigram index) or, for the managing unit and the
 * admin, its organisation's name. The matching organisations are looked up first, so that both halves use an
 * index instead of filtering a join row by row.
 */
async function filingKeywordFilter(ctx: AppContext, keywords: string, withOrganisation: boolean): Promise<SQL> {
  const own = containsKeywords(FILING_SEARCH, keywords);
  const organisations = withOrganisation ? await organisationsNamed(ctx, keywords) : [];
  return organisations.length > 0 ? or(own, inArray(talentFilings.userId, organisations))! : own;
}

/** The columns of a filing that keywords search, in the order of its trigram and bigram indexes (migrations 0008, 0009). */
export const FILING_SEARCH = [talentFilings.name, talentFilings.idCard, talentFilings.mobile];

/** The organisation sees its own filings, the reviewer every submitted one, the admin all; otherwise 10009. */
export async function talentDetail(ctx: AppContext, user: AuthUser, id: number): Promise<TalentDetail> {
  const reviewer = alias(users, 'reviewer');
  const [found] = await ctx.db
    .select({ filing: talentFilings, orgName: users.orgName, reviewerName: reviewer.username })
    .from(talentFilings)
    .innerJoin(users, eq(users.id, talentFilings.userId))
    .leftJoin(reviewer, eq(reviewer.id, talentFilings.reviewerId))
    .where(eq(talentFilings.id, id))
    .limit(1);
  const visible =
    found &&
    (user.role === 'admin' ||
      (user.role === 'reviewer' ? found.filing.status !== 'draft' : found.filing.userId === user.id));
  if (!found || !visible) throw new ApiError(ApiCode.NOT_FOUND, NOT_FOUND);
  return {
    ...toDetail(ctx, found.filing, found.orgName, found.reviewerName ?? null),
    ...(await txHashesOf(ctx, found.filing)),
  };
}

/** D9: the filing's latest submission on the ledger and, when approved, its approval. */
async function txHashesOf(ctx: AppContext, row: FilingRow): Promise<Pick<TalentDetail, 'submitTxHash' | 'txHash'>> {
  const ref = `talent:${row.id}`;
  const hashes = await latestTxHashes(ctx.db, [ref, `${ref}:approved`]);
  return {
    submitTxHash: row.status === 'draft' ? null : (hashes.get(ref) ?? null),
    txHash: row.status === 'approved' ? (hashes.get(`${ref}:approved`) ?? null) : null,
  };
}

/** The columns of a filing from the form: only the chosen kind's own fields are kept; its files get attached. */
async function columnsOf(ctx: AppContext, tx: Queryable, user: AuthUser, values: TalentValues, now: Date) {
  const files = (list: readonly Attachment[]) => storedFiles(ctx, tx, user, list, now);
  const high = values.kind === 'high';
  const graduates = values.kind === 'graduates';
  return {
    name: values.name,
    gender: values.gender,
    idCard: values.idCard,
    birthDate: values.birthDate,
    mobile: values.mobile,
    email: values.email,
    education: values.education,
    major: values.major,
    jobTitle: values.jobTitle,
    position: values.position,
    entryDate: values.entryDate,
    resumeFiles: await files(values.resumeFiles),
    certificateFiles: await files(values.certificateFiles),
    talentCategory: high ? values.talentCategory : '',
    achievements: high ? values.achievements : '',
    supportingFiles: high ? await files(values.supportingFiles) : [],
    school: graduates ? values.school : '',
    graduationYear: graduates ? values.graduationYear : '',
    degree: graduates ? values.degree : '',
    diplomaNumber: graduates ? values.diplomaNumber : '',
  };
}

/** Why an existing filing cannot be written: missing / another organisation's (10009) or not editable (10007). */
async function refuseEdit(tx: Queryable, user: AuthUser, id: number, kind: TalentKind): Promise<never> {
  const [row] = await tx
    .select({ status: talentFilings.status })
    .from(talentFilings)
    .where(and(eq(talentFilings.id, id), eq(talentFilings.userId, user.id), eq(talentFilings.kind, kind)))
    .limit(1);
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, NOT_FOUND);
  throw new ApiError(ApiCode.DUPLICATE, NOT_EDITABLE);
}

/**
 * Creates or updates a filing as a draft, or (submit) sends it for review. Editing an existing filing is one
 * UPDATE that only matches the organisation's own draft or rejected filing of the same kind.
 */
export async function saveTalent(
  ctx: AppContext,
  user: AuthUser,
  values: TalentValues,
  mode: 'draft' | 'submit',
): Promise<number> {
  requireOrganisation(user);
  const now = ctx.now();
  const submit = mode === 'submit';
  const state = submit
    ? { status: 'pending', submittedAt: now, reviewReason: null, reviewerId: null, reviewedAt: null }
    : { status: 'draft' };
  const id = await ctx.db.transaction(async (tx) => {
    const columns = await columnsOf(ctx, tx, user, values, now);
    if (submit && values.idCard) {
      const [twin] = await tx
        .select({ id: talentFilings.id })
        .from(talentFilings)
        .where(
          and(
            eq(talentFilings.userId, user.id),
            eq(talentFilings.kind, values.kind),
            eq(talentFilings.idCard, values.idCard),
            inArray(talentFilings.status, ['pending', 'approved']),
            values.id ? ne(talentFilings.id, values.id) : undefined,
          ),
        )
        .limit(1);
      if (twin)
        throw new ApiError(ApiCode.DUPLICATE, `该人员已有${TALENT_KIND_LABELS[values.kind]}登记（身份证号码重复）`);
    }
    let savedId: number;
    if (values.id) {
      const [row] = await tx
        .update(talentFilings)
        .set({ ...columns, ...state, updatedAt: now })
        .where(
          and(
            eq(talentFilings.id, values.id),
            eq(talentFilings.userId, user.id),
            eq(talentFilings.kind, values.kind),
            inArray(talentFilings.status, [...EDITABLE_STATUSES]),
          ),
        )
        .returning({ id: talentFilings.id });
      if (!row) return refuseEdit(tx, user, values.id, values.kind);
      savedId = row.id;
    } else {
      const [row] = await tx
        .insert(talentFilings)
        .values({ ...columns, ...state, userId: user.id, kind: values.kind, createdAt: now, updatedAt: now })
        .returning({ id: talentFilings.id });
      savedId = row!.id;
    }
    if (submit) await appendLedgerEvent(tx, 'talent.submitted', `talent:${savedId}`, now);
    return savedId;
  });
  return id;
}

/** Approve or reject once (UPDATE … WHERE status = 'pending'); the organisation is e-mailed; both are on the ledger. */
export async function decideTalent(ctx: AppContext, reviewer: RequestActor, input: DecisionInput): Promise<void> {
  const approved = input.decision === 'approve';
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await decidedRowOrThrow(
      await tx
        .update(talentFilings)
        .set(decisionColumns(input, reviewer, now))
        .where(and(eq(talentFilings.id, input.id), eq(talentFilings.status, 'pending')))
        .returning(),
      () =>
        tx
          .select({ status: talentFilings.status })
          .from(talentFilings)
          .where(and(eq(talentFilings.id, input.id), inArray(talentFilings.status, [...DECIDABLE_STATUSES])))
          .limit(1),
      NOT_FOUND,
    );
    await appendLedgerEvent(tx, 'talent.decided', `talent:${row.id}:${approved ? 'approved' : 'rejected'}`, now);
    const [owner] = await tx.select({ orgName: users.orgName }).from(users).where(eq(users.id, row.userId)).limit(1);
    const kindLabel = TALENT_KIND_LABELS[row.kind as TalentKind] ?? '人才';
    await recordAudit(tx, reviewer, {
      action: 'review.talent',
      target: `talent:${row.id}`,
      targetName: `${row.name}（${owner?.orgName ?? ''}）`,
      summary: `${approved ? '通过' : '驳回'}${kindLabel}登记：${row.name}（${owner?.orgName ?? ''}）${approved ? '' : `，原因：${input.reason}`}`,
      at: now,
    });
    await notifyAccount(ctx, tx, {
      userId: row.userId,
      title: `${kindLabel}登记${approved ? '已通过审核' : '未通过审核'}：${row.name}`,
      body: approved
        ? `${row.name}的${kindLabel}登记已通过管理单位审核，登记结果已记录上链。`
        : `${row.name}的${kindLabel}登记未通过管理单位审核。原因：${input.reason}`,
      link: talentDetailPath(row.kind as TalentKind, row.id),
      mail: {
        kind: 'talent-decision',
        content: talentDecisionMail({
          orgName: owner?.orgName ?? '',
          talentName: row.name,
          kindLabel,
          approved,
          reason: input.reason,
        }),
      },
    });
  });
  ctx.outbox.kick();
}
