import { z } from 'zod';
import { keywordsQuery, pagingQuery, ID_TOO_LARGE, MAX_ID } from './envelope';
import { ARTICLE_CATEGORIES } from './talent-nav';
import { attachmentSchema } from './register';

/**
 * Content (D8, reviewer and admin): the talent-portal articles of categories 2-7 (D7). A new article is a
 * draft; only published ones reach /portal/news/list|detail. Saving a published article keeps it published with
 * the new content (the public pages show the change at once). HTML is sanitised by the server's allow-list on save
 * and on display; pictures must be our own uploads (`/uploads/…`, signed preview links are accepted and stored as
 * their bare path).
 */
export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = { draft: '草稿', published: '已发布' };

/** POST /common/upload with the field kind=article sent before the file (reviewer and admin): pictures and PDFs. */
export const ARTICLE_UPLOAD_RULES = {
  field: 'kind',
  value: 'article',
  extensions: ['jpg', 'jpeg', 'gif', 'png', 'bmp', 'pdf'],
  typeMessage: '文章图片和附件只能是 JPG/JPEG/GIF/PNG/BMP 图片或 PDF 文件',
  sizeMessage: '文件大小不能超过 5MB',
  rolesMessage: '只有管理单位和管理员可以上传文章图片和附件',
} as const;

export const ARTICLE_LIMITS = { title: 100, summary: 300, html: 500_000, attachments: 20 } as const;

const categoryRule = (schema: z.ZodNumber) =>
  schema
    .int('栏目必须是 2 到 7 的整数')
    .refine((value) => (ARTICLE_CATEGORIES as readonly number[]).includes(value), '栏目必须是 2 到 7');

/** GET /portal/content/list: every undeleted article, drafts included, most recently changed first. */
export const contentListQuerySchema = z.object({
  category: categoryRule(z.coerce.number({ error: '栏目必须是数字' })).optional(),
  status: z.enum(ARTICLE_STATUSES, { error: '状态只能是 draft 或 published' }).optional(),
  keywords: keywordsQuery,
  ...pagingQuery,
});

export const contentItemSchema = z.object({
  id: z.number().int(),
  category: z.number().int(),
  title: z.string(),
  summary: z.string(),
  status: z.enum(ARTICLE_STATUSES),
  /** The publishing unit shown with the article (the author's organisation). */
  source: z.string(),
  /** `/uploads/…`, '' without a cover. */
  coverPath: z.string(),
  /** A signed link for the preview (10 minutes), '' without a cover. */
  coverUrl: z.string(),
  /** ISO time of the current publication; null while a draft. */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  /** ISO; send it back with a save to be refused (10007) if someone else saved in between. */
  updatedAt: z.string(),
  authorName: z.string(),
  updatedByName: z.string(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentListSchema = z.object({
  list: z.array(contentItemSchema),
  total: z.number().int(),
  /** Per status, under the other filters. */
  counts: z.object({ draft: z.number().int(), published: z.number().int() }),
});
export type ContentList = z.infer<typeof contentListSchema>;

/** GET /portal/content/detail?id=: `html` with every picture as a signed link, ready for the editor. */
export const contentDetailSchema = contentItemSchema.extend({
  html: z.string(),
  attachments: z.array(attachmentSchema),
});
export type ContentDetail = z.infer<typeof contentDetailSchema>;

const articleId = z
  .number({ error: '文章编号必须是数字' })
  .int('文章编号必须是整数')
  .positive('文章编号必须是正整数')
  .max(MAX_ID, ID_TOO_LARGE);

/** POST /portal/content/save → { id }: creates a draft, or changes an article (a published one stays published). */
export const contentSaveSchema = z.object({
  id: articleId.optional(),
  category: categoryRule(z.number({ error: '请选择栏目' })),
  title: z
    .string({ error: '请输入标题' })
    .trim()
    .min(1, '请输入标题')
    .max(ARTICLE_LIMITS.title, `标题最多 ${ARTICLE_LIMITS.title} 个字符`),
  /** Without one, the first 120 characters of the text. */
  summary: z.string().trim().max(ARTICLE_LIMITS.summary, `摘要最多 ${ARTICLE_LIMITS.summary} 个字符`).optional(),
  html: z
    .string({ error: '请输入正文' })
    .min(1, '请输入正文')
    .max(ARTICLE_LIMITS.html, `正文过长（最多 ${ARTICLE_LIMITS.html} 个字符）`),
  /** An article upload's filePath (or its signed url); '' or absent: no cover. */
  coverPath: z.string().trim().max(300, '封面图片路径过长').optional(),
  attachments: z
    .array(
      z.object({
        filePath: z.string().trim().min(1, '附件路径不能为空').max(300, '附件路径过长'),
        /** Shown to visitors; longer names are cut at 200 characters. */
        name: z
          .string()
          .trim()
          .optional()
          .transform((value) => value?.slice(0, 200)),
      }),
      { error: '附件格式不正确' },
    )
    .max(ARTICLE_LIMITS.attachments, `附件最多 ${ARTICLE_LIMITS.attachments} 个`)
    .optional(),
  /** The updatedAt the editor loaded; a save after someone else's is refused (10007) instead of overwriting it. */
  updatedAt: z.string().max(40).optional(),
});
export const contentSaveResultSchema = z.object({ id: z.number().int() });

/** POST /portal/content/publish: publish (true) or take back to draft (false). */
export const contentPublishSchema = z.object({
  id: articleId,
  publish: z.boolean({ error: '发布只能是 true 或 false' }),
});

/** POST /portal/content/delete: the article disappears everywhere (kept in the database for the audit log). */
export const contentDeleteSchema = z.object({ id: articleId });
export type ContentListQuery = z.input<typeof contentListQuerySchema>;
export type ContentSavePayload = z.input<typeof contentSaveSchema>;
export type ContentPublishPayload = z.infer<typeof contentPublishSchema>;
