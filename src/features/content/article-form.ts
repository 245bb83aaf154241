import { z } from 'zod';
import { ARTICLE_LIMITS, contentSaveSchema, type ContentDetail, type ContentSavePayload } from '@/contracts/content';
import { attachmentSchema, type Attachment } from '@/contracts/register';

/** The editor's form: the contract's rules for category, title, summary and body, plus the cover and attachments. */
export const articleFormSchema = contentSaveSchema
  .pick({ category: true, title: true, summary: true, html: true })
  .extend({
    cover: z.array(attachmentSchema).max(1),
    attachments: z.array(attachmentSchema).max(ARTICLE_LIMITS.attachments, `附件最多 ${ARTICLE_LIMITS.attachments} 个`),
  });
export type ArticleFormValues = z.input<typeof articleFormSchema>;
export type ArticleFormOutput = z.output<typeof articleFormSchema>;

/** A new article (in `category` when the list was filtered by one), or the one loaded for editing. */
export function articleFormValues(detail?: ContentDetail, category?: number): ArticleFormValues {
  if (!detail) return { category: category as number, title: '', summary: '', html: '', cover: [], attachments: [] };
  const cover: Attachment[] = detail.coverPath
    ? [{ filePath: detail.coverPath, url: detail.coverUrl || detail.coverPath, name: '封面' }]
    : [];
  return {
    category: detail.category,
    title: detail.title,
    summary: detail.summary,
    html: detail.html,
    cover,
    attachments: detail.attachments,
  };
}

/** POST /portal/content/save body: the form, the article's id and the updatedAt it was loaded with. */
export function savePayloadOf(
  values: ArticleFormOutput,
  loaded?: Pick<ContentDetail, 'id' | 'updatedAt'>,
): ContentSavePayload {
  return {
    ...(loaded ? { id: loaded.id, updatedAt: loaded.updatedAt } : {}),
    category: values.category,
    title: values.title,
    summary: values.summary || undefined,
    html: values.html,
    coverPath: values.cover[0]?.filePath ?? '',
    attachments: values.attachments.map(({ filePath, name }) => ({ filePath, name })),
  };
}
