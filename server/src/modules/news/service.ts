import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import { ApiCode } from '../../../../src/contracts/envelope';
import type { NewsDetail, NewsItem, NewsList } from '../../../../src/contracts/news';
import type { AppContext } from '../../context';
import { articles } from '../../db/schema';
import { ApiError } from '../../lib/errors';

const summaryColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  category: articles.category,
  source: articles.source,
  publishedAt: articles.publishedAt,
};

function toItem(row: {
  id: number;
  title: string;
  summary: string;
  category: number;
  source: string;
  publishedAt: Date;
}): NewsItem {
  return { ...row, publishedAt: row.publishedAt.toISOString() };
}

export async function listNews(
  ctx: AppContext,
  query: { currPage: number; limit: number; keywords?: string | undefined; category?: number | undefined },
): Promise<NewsList> {
  const pattern = query.keywords ? `%${query.keywords.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  const where = and(
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

export async function newsDetail(ctx: AppContext, id: number): Promise<NewsDetail> {
  const [row] = await ctx.db
    .select({ ...summaryColumns, content: articles.content })
    .from(articles)
    .where(eq(articles.id, id))
    .limit(1);
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, '文章不存在');
  return { ...toItem(row), content: row.content };
}
