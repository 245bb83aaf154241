import { z } from 'zod';
import { keywordsQuery, pagingQuery, ID_TOO_LARGE, MAX_ID } from './envelope';

// The navigation is its own module (no zod), so the portal's frame does not load the schemas.

/** GET /portal/news/list */
export const newsListQuerySchema = z.object({
  ...pagingQuery,
  keywords: keywordsQuery,
  category: z.coerce
    .number({ error: '栏目必须是数字' })
    .int('栏目必须是 2 到 7 的整数')
    .min(2, '栏目必须是 2 到 7')
    .max(7, '栏目必须是 2 到 7')
    .optional(),
});
export type NewsListQuery = z.input<typeof newsListQuerySchema>;

export const newsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  category: z.number().int(),
  source: z.string(),
  publishedAt: z.string(),
  /** The cover picture's public path (`/uploads/…`), '' without one. */
  cover: z.string().optional(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsListSchema = z.object({ list: z.array(newsItemSchema), total: z.number().int() });
export type NewsList = z.infer<typeof newsListSchema>;

/** GET /portal/news/detail?id= (content is HTML; the SPA sanitises it before rendering). */
export const newsDetailQuerySchema = z.object({
  id: z.coerce
    .number({ error: '文章编号必须是数字' })
    .int('文章编号必须是整数')
    .positive('文章编号必须是正整数')
    .max(MAX_ID, ID_TOO_LARGE),
});
export const newsDetailSchema = newsItemSchema.extend({
  content: z.string(),
  /** The article's attachments (public while it is published). */
  attachments: z.array(z.object({ filePath: z.string(), name: z.string() })).optional(),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;
