import { and, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import { ApiCode } from '#contracts/codes';
import type { NewsDetail, NewsItem, NewsList } from '#contracts/news';
import type { AppContext } from '../../context';
import { articles } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { sha256 } from '../../lib/crypto';
import { sanitizeArticleHtml } from '../../lib/html';
import { likePattern } from '../../lib/like';

const summaryColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  category: articles.category,
  source: articles.source,
  publishedAt: articles.publishedAt,
  cover: articles.coverPath,
};

/** D8: only published, undeleted articles reach the public calls (drafts answer 10009 like a missing article). */
export const isPublished = and(eq(articles.status, 'published'), isNull(articles.deletedAt));

function toItem(row: {
  id: number;
  title: string;
  summary: string;
  category: number;
  source: string;
  publishedAt: Date | null;
  cover: string;
}): NewsItem {
  return { ...row, publishedAt: (row.publishedAt ?? new Date(0)).toISOString() };
}

export async function listNews(
  ctx: AppContext,
  query: { currPage: number; limit: number; keywords?: string | undefined; category?: number | undefined },
): Promise<NewsList> {
  const pattern = likePattern(query.keywords);
  const where = and(
    isPublished,
    query.category ? eq(articles.category, query.category) : undefined,
    pattern ? or(ilike(articles.title, pattern), ilike(articles.summary, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(summaryColumns)
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(query.limit)
      .offset((query.currPage - 1) * query.limit),
    ctx.db.select({ value: count() }).from(articles).where(where),
  ]);
  return { list: rows.map(toItem), total: Number(total?.value ?? 0) };
}

/**
 * Sanitising is a pure function of the stored HTML, and a long article costs tens of milliseconds of the event loop:
 * a public page read many times at once sanitises each version once (by its SHA-256), not once per visitor.
 */
const sanitized = new Map<string, string>();
const SANITIZED_KEPT = 100;

function sanitizedOnce(html: string): string {
  const key = sha256(html);
  let clean = sanitized.get(key);
  if (clean === undefined) {
    clean = sanitizeArticleHtml(html);
    if (sanitized.size >= SANITIZED_KEPT) sanitized.delete(sanitized.keys().next().value!);
    sanitized.set(key, clean);
  }
  return clean;
}

export async function newsDetail(ctx: AppContext, id: number): Promise<NewsDetail> {
  const [row] = await ctx.db
    .select({ ...summaryColumns, content: articles.content, attachments: articles.attachments })
    .from(articles)
    .where(and(eq(articles.id, id), isPublished))
    .limit(1);
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, '文章不存在');
  // Sanitised on save and, in case a row was written some other way, again on the way out (D8).
  return { ...toItem(row), content: sanitizedOnce(row.content), attachments: row.attachments };
}
