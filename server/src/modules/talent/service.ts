import fs from 'node:fs';
import path from 'node:path';
import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import { ApiCode } from '../../../../src/contracts/envelope';
import type { Attachment } from '../../../../src/contracts/register';
import {
  DECIDABLE_STATUSES,
  EDITABLE_STATUSES,
  TALENT_KIND_LABELS,
  type FilingStatus,
  type StatusCounts,
  type TalentDetail,
  type TalentKind,
  type TalentList,
  type TalentSummary,
  type TalentValues,
} from '../../../../src/contracts/talent';
import { maskIdCard } from '../../../../src/utils/id-card';
import { maskPhone } from '../../../../src/utils/mask';
import type { AppContext, Queryable } from '../../context';
import { talentFilings, users, type StoredFile } from '../../db/schema';
import { decidedRowOrThrow, decisionColumns, type DecisionInput } from '../../lib/decisions';
import { ApiError } from '../../lib/errors';
import { talentDecisionMail } from '../../mail/templates';
import type { AuthUser } from '../../plugins/auth';
import { appendLedgerEvent } from '../chain/service';
import { findUpload, UPLOAD_URL_PREFIX } from '../upload/service';

type FilingRow = typeof talentFilings.$inferSelect;

export const NOT_FOUND = '记录不存在';
export const NOT_EDITABLE = '待审核或已通过的登记不能修改';
export const ORGANISATIONS_ONLY = '只有单位账号可以办理人才登记';

/** Admin and reviewer have no organisation: filing and applying are for registered organisations. */
export function requireOrganisation(user: AuthUser): void {
  if (user.userType === null) throw new ApiError(ApiCode.FORBIDDEN, ORGANISATIONS_ONLY);
}

/** '%…%' with LIKE wildcards escaped. */
export function likePattern(keywords: string | undefined): string | undefined {
  return keywords ? `%${keywords.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
}

/** Attachments must be files this server stored (by their generated name); only path and name are kept. */
export async function storedFiles(ctx: AppContext, files: readonly Attachment[]): Promise<StoredFile[]> {
  const result: StoredFile[] = [];
  for (const file of files) {
    const name = file.filePath.startsWith(UPLOAD_URL_PREFIX) ? file.filePath.slice(UPLOAD_URL_PREFIX.length) : '';
    const upload = name ? await findUpload(ctx, name) : null;
    if (!upload || !fs.existsSync(path.join(ctx.uploadsDir, upload.fileName)))
      throw new ApiError(ApiCode.VALIDATION, '附件不存在，请重新上传');
    result.push({
      filePath: `${UPLOAD_URL_PREFIX}${upload.fileName}`,
      name: (file.name ?? upload.originalName).slice(0, 200),
    });
  }
  return result;
}

export function attachmentsOf(files: readonly StoredFile[]): Attachment[] {
  return files.map((file) => ({ filePath: file.filePath, url: file.filePath, name: file.name }));
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

function toDetail(row: FilingRow, orgName: string, reviewerName: string | null): TalentDetail {
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
    resumeFiles: attachmentsOf(row.resumeFiles),
    certificateFiles: attachmentsOf(row.certificateFiles),
    talentCategory: row.talentCategory,
    achievements: row.achievements,
    supportingFiles: attachmentsOf(row.supportingFiles),
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
  const pattern = likePattern(query.keywords);
  const base: (SQL | undefined)[] = [
    scope === 'own' && user.role !== 'admin' ? eq(talentFilings.userId, user.id) : undefined,
    scope === 'review' ? ne(talentFilings.status, 'draft') : undefined,
    query.kind ? eq(talentFilings.kind, query.kind) : undefined,
    pattern
      ? or(
          ilike(talentFilings.name, pattern),
          ilike(talentFilings.idCard, pattern),
          ilike(talentFilings.mobile, pattern),
          ...(scope === 'review' || user.role === 'admin' ? [ilike(users.orgName, pattern)] : []),
        )
      : undefined,
  ];
  const where = and(...base, query.status ? eq(talentFilings.status, query.status) : undefined);
  const [rows, [total], byStatus] = await Promise.all([
    ctx.db
      .select({ filing: talentFilings, orgName: users.orgName })
      .from(talentFilings)
      .innerJoin(users, eq(users.id, talentFilings.userId))
      .where(where)
      .orderBy(desc(talentFilings.updatedAt), desc(talentFilings.id))
      .limit(query.limit)
      .offset((query.currPage - 1) * query.limit),
    ctx.db
      .select({ value: count() })
      .from(talentFilings)
      .innerJoin(users, eq(users.id, talentFilings.userId))
      .where(where),
    ctx.db
      .select({ status: talentFilings.status, value: count() })
      .from(talentFilings)
      .innerJoin(users, eq(users.id, talentFilings.userId))
      .where(and(...base))
      .groupBy(talentFilings.status),
  ]);
  const counts: StatusCounts = { draft: 0, pending: 0, approved: 0, rejected: 0 };
  for (const item of byStatus)
    if (item.status in counts) counts[item.status as keyof StatusCounts] = Number(item.value);
  return {
    list: rows.map((row) => toSummary(row.filing, row.orgName)),
    total: Number(total?.value ?? 0),
    counts,
  };
}

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
  return toDetail(found.filing, found.orgName, found.reviewerName ?? null);
}

/** The columns of a filing from the form: only the chosen kind's own fields are kept. */
async function columnsOf(ctx: AppContext, values: TalentValues) {
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
    resumeFiles: await storedFiles(ctx, values.resumeFiles),
    certificateFiles: await storedFiles(ctx, values.certificateFiles),
    talentCategory: high ? values.talentCategory : '',
    achievements: high ? values.achievements : '',
    supportingFiles: high ? await storedFiles(ctx, values.supportingFiles) : [],
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
  const columns = await columnsOf(ctx, values);
  const now = ctx.now();
  const submit = mode === 'submit';
  const state = submit
    ? { status: 'pending', submittedAt: now, reviewReason: null, reviewerId: null, reviewedAt: null }
    : { status: 'draft' };
  const id = await ctx.db.transaction(async (tx) => {
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
export async function decideTalent(ctx: AppContext, reviewer: AuthUser, input: DecisionInput): Promise<void> {
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
    const [owner] = await tx
      .select({ email: users.email, orgName: users.orgName })
      .from(users)
      .where(eq(users.id, row.userId))
      .limit(1);
    if (owner?.email)
      await ctx.outbox.enqueue(
        tx,
        'talent-decision',
        [owner.email],
        talentDecisionMail({
          orgName: owner.orgName,
          talentName: row.name,
          kindLabel: TALENT_KIND_LABELS[row.kind as TalentKind] ?? '人才',
          approved,
          reason: input.reason,
        }),
      );
  });
  ctx.outbox.kick();
}
