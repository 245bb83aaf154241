import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ARTICLE_STATUS_LABELS,
  type ArticleStatus,
  type ContentDetail,
  type ContentItem,
  type ContentList,
} from '#contracts/content';
import { ApiCode } from '#contracts/codes';
import { TALENT_NAV } from '#contracts/talent-nav';
import type { AppContext, Queryable } from '../../context';
import { articleFiles, articles, uploads, users, type StoredFile } from '../../db/schema';
import { likePattern } from '../../lib/like';
import { ApiError } from '../../lib/errors';
import { imagesOf, mapImages, sanitizeArticleHtml, textOf } from '../../lib/html';
import { recordAudit, type RequestActor } from '../audit/service';
import {
  parseUploadPath,
  refreshPublicUploads,
  signedUploadUrl,
  UPLOAD_URL_PREFIX,
  type UploadRow,
} from '../upload/service';

export const ARTICLE_NOT_FOUND = '文章不存在';
export const EMPTY_ARTICLE = '正文：请输入正文';
export const EDITED_MEANWHILE = '文章已被他人修改，请刷新后再编辑（您的内容未保存，请先复制留存）';
const FILE_MISSING = {
  cover: '封面图片：图片不存在或不可用，请重新上传',
  attachment: '附件不存在或不可用，请重新上传',
  image: '正文：图片不存在或不可用，请重新上传',
} as const;
const NOT_A_PICTURE = { cover: '封面图片：封面只能是图片', image: '正文：正文中只能插入图片' } as const;
/** Summary taken from the text when none is given. */
const AUTO_SUMMARY_CHARS = 120;

type ArticleRow = typeof articles.$inferSelect;

const categoryLabel = (category: number) => TALENT_NAV.find((entry) => entry.nav === category)?.label ?? '';
const bare = (filePath: string) => filePath.split(/[?#]/)[0] ?? '';

function toItem(ctx: AppContext, row: ArticleRow, authorName: string | null, editorName: string | null): ContentItem {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    summary: row.summary,
    status: row.status as ArticleStatus,
    source: row.source,
    coverPath: row.coverPath,
    coverUrl: row.coverPath ? signedUploadUrl(ctx, row.coverPath) : '',
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    authorName: authorName ?? '',
    updatedByName: editorName ?? '',
  };
}

const author = alias(users, 'author');
const editor = alias(users, 'editor');

function withNames(where: SQL | undefined) {
  return (db: Queryable) =>
    db
      .select({ article: articles, authorName: author.username, editorName: editor.username })
      .from(articles)
      .leftJoin(author, eq(author.id, articles.authorId))
      .leftJoin(editor, eq(editor.id, articles.updatedBy))
      .where(where);
}

/** GET /portal/content/list: undeleted articles, drafts included, most recently changed first. */
export async function listContent(
  ctx: AppContext,
  query: {
    category?: number | undefined;
    status?: ArticleStatus | undefined;
    keywords?: string | undefined;
    currPage: number;
    limit: number;
  },
): Promise<ContentList> {
  const pattern = likePattern(query.keywords);
  const base = and(
    isNull(articles.deletedAt),
    query.category ? eq(articles.category, query.category) : undefined,
    pattern ? or(ilike(articles.title, pattern), ilike(articles.summary, pattern)) : undefined,
  );
  const where = and(base, query.status ? eq(articles.status, query.status) : undefined);
  const [rows, [total], byStatus] = await Promise.all([
    withNames(where)(ctx.db)
      .orderBy(desc(articles.updatedAt), desc(articles.id))
      .limit(query.limit)
      .offset((query.currPage - 1) * query.limit),
    ctx.db.select({ value: count() }).from(articles).where(where),
    ctx.db.select({ status: articles.status, value: count() }).from(articles).where(base).groupBy(articles.status),
  ]);
  const counts = { draft: 0, published: 0 };
  for (const item of byStatus) if (item.status in counts) counts[item.status as ArticleStatus] = Number(item.value);
  return {
    list: rows.map((row) => toItem(ctx, row.article, row.authorName, row.editorName)),
    total: Number(total?.value ?? 0),
    counts,
  };
}

/** GET /portal/content/detail: the HTML with signed picture links, for the editor and the preview. */
export async function contentDetail(ctx: AppContext, id: number): Promise<ContentDetail> {
  const [row] = await withNames(and(eq(articles.id, id), isNull(articles.deletedAt)))(ctx.db).limit(1);
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, ARTICLE_NOT_FOUND);
  const { article } = row;
  return {
    ...toItem(ctx, article, row.authorName, row.editorName),
    html: mapImages(article.content, (fileName) => signedUploadUrl(ctx, `${UPLOAD_URL_PREFIX}${fileName}`)),
    attachments: article.attachments.map((file) => ({
      filePath: file.filePath,
      url: signedUploadUrl(ctx, file.filePath),
      name: file.name,
    })),
  };
}

type FileRole = keyof typeof FILE_MISSING;

/**
 * The uploads an article may use: the editor's own uploads, or files some article already uses (another editor's
 * pictures stay usable, copied or not). Never someone else's private file (an organisation's certificate): that
 * answers as a missing file. Anonymous uploads (claim tickets) are never accepted.
 */
async function articleUploads(
  ctx: AppContext,
  tx: Queryable,
  actor: RequestActor,
  wanted: { filePath: string; role: FileRole }[],
): Promise<Map<string, UploadRow>> {
  const parsed = wanted.map((item) => ({ ...item, file: parseUploadPath(bare(item.filePath)) }));
  for (const item of parsed)
    if (!item.file || item.file.ticket) throw new ApiError(ApiCode.VALIDATION, FILE_MISSING[item.role]);
  const names = [...new Set(parsed.map((item) => item.file!.fileName))];
  const rows =
    names.length === 0
      ? []
      : await tx
          .select()
          .from(uploads)
          .where(
            and(
              inArray(uploads.fileName, names),
              or(
                eq(uploads.ownerUserId, actor.id),
                sql`exists (select 1 from article_files af where af.upload_id = uploads.id)`,
              ),
            ),
          );
  const found = new Map(rows.map((row) => [row.fileName, row]));
  const stored = new Set(
    (await Promise.all(rows.map(async (row) => ((await ctx.files.exists(row.fileName)) ? row.fileName : null)))).filter(
      (name) => name !== null,
    ),
  );
  for (const item of parsed) {
    const row = found.get(item.file!.fileName);
    if (!row || !stored.has(row.fileName)) throw new ApiError(ApiCode.VALIDATION, FILE_MISSING[item.role]);
    if (item.role !== 'attachment' && !row.mime.startsWith('image/'))
      throw new ApiError(ApiCode.VALIDATION, NOT_A_PICTURE[item.role]);
  }
  return found;
}

export interface SaveInput {
  id?: number | undefined;
  category: number;
  title: string;
  summary?: string | undefined;
  html: string;
  coverPath?: string | undefined;
  attachments?: { filePath: string; name?: string | undefined }[] | undefined;
  updatedAt?: string | undefined;
}

/** Replaces the article's file links and recomputes which files are public (D10). */
async function linkFiles(tx: Queryable, articleId: number, uploadIds: number[], now: Date): Promise<void> {
  const before = await tx
    .select({ uploadId: articleFiles.uploadId })
    .from(articleFiles)
    .where(eq(articleFiles.articleId, articleId));
  await tx.delete(articleFiles).where(eq(articleFiles.articleId, articleId));
  if (uploadIds.length > 0) {
    await tx.insert(articleFiles).values(uploadIds.map((uploadId) => ({ articleId, uploadId })));
    // Attached: the 24 h sweep of unused uploads leaves them alone.
    await tx
      .update(uploads)
      .set({ attachedAt: sql`coalesce(${uploads.attachedAt}, ${now.toISOString()}::timestamptz)` })
      .where(inArray(uploads.id, uploadIds));
  }
  await refreshPublicUploads(tx, [...new Set([...before.map((row) => row.uploadId), ...uploadIds])]);
}

async function filesOf(tx: Queryable, articleId: number): Promise<number[]> {
  const rows = await tx
    .select({ uploadId: articleFiles.uploadId })
    .from(articleFiles)
    .where(eq(articleFiles.articleId, articleId));
  return rows.map((row) => row.uploadId);
}

async function lockArticle(tx: Queryable, id: number): Promise<ArticleRow> {
  const [row] = await tx
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), isNull(articles.deletedAt)))
    .for('update');
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, ARTICLE_NOT_FOUND);
  return row;
}

/**
 * POST /portal/content/save. The HTML is sanitised (allow-list) before anything is stored; pictures, cover and
 * attachments must be usable uploads. A new article is a draft; a published one stays published with the new
 * content, as a managing unit correcting a notice expects. With `updatedAt`, a save over someone else's newer save
 * is refused (10007) instead of silently overwriting it.
 */
export async function saveContent(ctx: AppContext, actor: RequestActor, input: SaveInput): Promise<number> {
  const html = sanitizeArticleHtml(input.html);
  const text = textOf(html);
  const images = imagesOf(html);
  if (!text && images.length === 0) throw new ApiError(ApiCode.VALIDATION, EMPTY_ARTICLE);
  const summary = input.summary || text.slice(0, AUTO_SUMMARY_CHARS);
  const coverPath = input.coverPath ? bare(input.coverPath) : '';
  const attachments = input.attachments ?? [];
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const existing = input.id ? await lockArticle(tx, input.id) : undefined;
    if (existing && input.updatedAt && existing.updatedAt.toISOString() !== input.updatedAt)
      throw new ApiError(ApiCode.DUPLICATE, EDITED_MEANWHILE);
    const found = await articleUploads(ctx, tx, actor, [
      ...(coverPath ? [{ filePath: coverPath, role: 'cover' as const }] : []),
      ...attachments.map((file) => ({ filePath: file.filePath, role: 'attachment' as const })),
      ...images.map((fileName) => ({ filePath: `${UPLOAD_URL_PREFIX}${fileName}`, role: 'image' as const })),
    ]);
    const stored: StoredFile[] = attachments.map((file) => {
      const row = found.get(parseUploadPath(bare(file.filePath))!.fileName)!;
      return { filePath: `${UPLOAD_URL_PREFIX}${row.fileName}`, name: file.name || row.originalName || row.fileName };
    });
    const values = {
      category: input.category,
      title: input.title,
      summary,
      content: html,
      coverPath,
      attachments: stored,
      updatedBy: actor.id,
      updatedAt: now,
    };
    let row: ArticleRow;
    if (existing) {
      [row] = (await tx.update(articles).set(values).where(eq(articles.id, existing.id)).returning()) as [ArticleRow];
    } else {
      [row] = (await tx
        .insert(articles)
        .values({
          ...values,
          slug: `article-${randomUUID()}`,
          status: 'draft',
          source: actor.orgName,
          authorId: actor.id,
          createdAt: now,
        })
        .returning()) as [ArticleRow];
    }
    await linkFiles(
      tx,
      row.id,
      [...found.values()].map((upload) => upload.id),
      now,
    );
    const published = row.status === 'published';
    await recordAudit(tx, actor, {
      action: 'content.save',
      target: `article:${row.id}`,
      targetName: row.title,
      summary: `${existing ? '修改' : '新建'}${published ? '已发布' : '草稿'}文章《${row.title}》（${categoryLabel(row.category)}）${published ? '，修改已在门户生效' : ''}`,
      at: now,
    });
    return row.id;
  });
}

/** POST /portal/content/publish: publish or take back to draft; its files become public or private with it. */
export async function publishContent(
  ctx: AppContext,
  actor: RequestActor,
  input: { id: number; publish: boolean },
): Promise<{ changed: boolean }> {
  const now = ctx.now();
  const status: ArticleStatus = input.publish ? 'published' : 'draft';
  return ctx.db.transaction(async (tx) => {
    const row = await lockArticle(tx, input.id);
    if (row.status === status) return { changed: false };
    await tx
      .update(articles)
      .set({ status, publishedAt: input.publish ? now : null, updatedAt: now, updatedBy: actor.id })
      .where(eq(articles.id, row.id));
    await refreshPublicUploads(tx, await filesOf(tx, row.id));
    await recordAudit(tx, actor, {
      action: input.publish ? 'content.publish' : 'content.unpublish',
      target: `article:${row.id}`,
      targetName: row.title,
      summary: `${input.publish ? '发布' : '撤回'}文章《${row.title}》（${categoryLabel(row.category)}）${input.publish ? '' : '，门户不再显示'}`,
      at: now,
    });
    return { changed: true };
  });
}

/** POST /portal/content/delete: hidden everywhere at once, its files private again; the row stays for the log. */
export async function deleteContent(ctx: AppContext, actor: RequestActor, id: number): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockArticle(tx, id);
    await tx
      .update(articles)
      .set({ deletedAt: now, updatedAt: now, updatedBy: actor.id })
      .where(eq(articles.id, row.id));
    await refreshPublicUploads(tx, await filesOf(tx, row.id));
    await recordAudit(tx, actor, {
      action: 'content.delete',
      target: `article:${row.id}`,
      targetName: row.title,
      summary: `删除${ARTICLE_STATUS_LABELS[row.status as ArticleStatus] ?? ''}文章《${row.title}》（${categoryLabel(row.category)}）`,
      at: now,
    });
  });
}
