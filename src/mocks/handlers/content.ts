import DOMPurify from 'dompurify';
import { http } from 'msw';
import {
  ARTICLE_STATUS_LABELS,
  contentDeleteSchema,
  contentListQuerySchema,
  contentPublishSchema,
  contentSaveSchema,
  type ArticleStatus,
  type ContentDetail,
} from '../../contracts/content';
import { ApiCode } from '../../contracts/codes';
import type { NewsDetail } from '../../contracts/news';
import { TALENT_NAV } from '../../contracts/talent-nav';
import { API } from '../../contracts/paths';
import { idQuerySchema } from '../../contracts/review';
import { parseShanghai } from '../../utils/shanghai-date';
import { mockDb, type MockDb } from '../db';
import { api, fail, ok, parseOr, queryOf } from '../respond';
import { recordMockAudit } from './audit';
import { callerOf } from './auth';

/**
 * Content in the mocks: the mock news are the published articles, plus one draft. Every change is copied
 * to mockDb.news, so /portal/news/list|detail (portal.ts) show exactly the published ones, as on the server.
 */
type MockArticle = ContentDetail & { deleted: boolean };
const states = new WeakMap<MockDb, MockArticle[]>();

const ALLOWED_TAGS = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'strong', 'b', 'em', 'i'],
  ...['u', 's', 'del', 'sub', 'sup', 'a', 'ul', 'ol', 'li', 'img', 'table', 'caption', 'colgroup', 'col'],
  ...['thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
];
const ALLOWED_ATTR = [
  'href',
  'title',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'start',
  'span',
  'colspan',
  'rowspan',
];

/** Close to the server's allow-list: the same tags; pictures only from /uploads/, stored without their signature. */
function sanitize(html: string): string {
  // Without a DOM (the conformance test in Node) DOMPurify cannot parse: keep the text only, never raw markup.
  if (!DOMPurify.isSupported) return `<p>${html.replace(/<[^>]*>/g, '')}</p>`;
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
  });
  return clean
    .replace(/<img\b[^>]*>/g, (tag) => {
      const src = /\ssrc="(\/uploads\/[^"?]+)(?:\?[^"]*)?"/.exec(tag)?.[1];
      return src ? tag.replace(/\ssrc="[^"]*"/, ` src="${src}"`) : '';
    })
    .trim();
}
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const categoryLabel = (category: number) => TALENT_NAV.find((entry) => entry.nav === category)?.label ?? '';
/** Mock files need no signature: the signed link is the path itself. */
const signed = (filePath: string) => filePath;

function articlesOf(db: MockDb): MockArticle[] {
  let list = states.get(db);
  if (list) return list;
  list = db.news.map((item) => ({
    id: item.id,
    category: item.category,
    title: item.title,
    summary: item.summary,
    status: 'published' as const,
    source: item.source,
    coverPath: '',
    coverUrl: '',
    publishedAt: parseShanghai(item.publishedAt).toISOString(),
    createdAt: parseShanghai(item.publishedAt).toISOString(),
    updatedAt: parseShanghai(item.publishedAt).toISOString(),
    authorName: 'reviewer',
    updatedByName: 'reviewer',
    html: item.content,
    attachments: [],
    deleted: false,
  }));
  const now = new Date().toISOString();
  list.push({
    id: Math.max(0, ...list.map((item) => item.id)) + 1,
    category: 2,
    title: '关于 2027 年度人才引进计划的通知（草稿）',
    summary: '草稿：尚未发布，门户上看不到。',
    status: 'draft',
    source: '星桥高新区人才服务中心',
    coverPath: '',
    coverUrl: '',
    publishedAt: null,
    createdAt: now,
    updatedAt: now,
    authorName: 'reviewer',
    updatedByName: 'reviewer',
    html: '<h2>一、引进对象</h2><ul><li><p>高层次人才</p></li><li><p>高校毕业生</p></li></ul>',
    attachments: [],
    deleted: false,
  });
  states.set(db, list);
  return list;
}

/** The public news are the published articles (what GET /portal/news/list|detail answer). */
function syncNews(db: MockDb): void {
  db.news = articlesOf(db)
    .filter((item) => item.status === 'published' && !item.deleted)
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.id - a.id)
    .map((item): NewsDetail => ({
      id: item.id,
      category: item.category,
      title: item.title,
      summary: item.summary,
      source: item.source,
      publishedAt: item.publishedAt!,
      cover: item.coverPath,
      content: item.html,
      attachments: item.attachments.map(({ filePath, name }) => ({ filePath, name: name ?? '' })),
    }));
}

const find = (id: number) => articlesOf(mockDb.current).find((item) => item.id === id && !item.deleted);
const summaryOf = ({ html: _html, attachments: _attachments, deleted: _deleted, ...item }: MockArticle) => item;

export const contentHandlers = [
  http.get(api(API.contentList), ({ request }) => {
    const caller = callerOf(request, API.contentList);
    if (caller instanceof Response) return caller;
    const parsed = parseOr(contentListQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const { category, status, keywords, currPage, limit } = parsed.data;
    const base = articlesOf(mockDb.current).filter(
      (item) =>
        !item.deleted &&
        (!category || item.category === category) &&
        (!keywords || item.title.includes(keywords) || item.summary.includes(keywords)),
    );
    const counts = { draft: 0, published: 0 };
    for (const item of base) counts[item.status] += 1;
    const list = base
      .filter((item) => !status || item.status === status)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
    return ok({
      list: list.slice((currPage - 1) * limit, currPage * limit).map(summaryOf),
      total: list.length,
      counts,
    });
  }),

  http.get(api(API.contentDetail), ({ request }) => {
    const caller = callerOf(request, API.contentDetail);
    if (caller instanceof Response) return caller;
    const parsed = parseOr(idQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const item = find(parsed.data.id);
    if (!item) return fail(ApiCode.NOT_FOUND, '文章不存在');
    const { deleted: _deleted, ...detail } = item;
    return ok({ ...detail, attachments: detail.attachments.map((file) => ({ ...file, url: signed(file.filePath) })) });
  }),

  http.post(api(API.contentSave), async ({ request }) => {
    const caller = callerOf(request, API.contentSave);
    if (caller instanceof Response) return caller;
    const parsed = parseOr(contentSaveSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const input = parsed.data;
    const html = sanitize(input.html);
    const text = textOf(html);
    if (!text && !html.includes('<img')) return fail(ApiCode.VALIDATION, '正文：请输入正文');
    const existing = input.id ? find(input.id) : undefined;
    if (input.id && !existing) return fail(ApiCode.NOT_FOUND, '文章不存在');
    if (existing && input.updatedAt && existing.updatedAt !== input.updatedAt)
      return fail(ApiCode.DUPLICATE, '文章已被他人修改，请刷新后再编辑（您的内容未保存，请先复制留存）');
    const now = new Date().toISOString();
    const coverPath = (input.coverPath ?? '').split('?')[0] ?? '';
    const values = {
      category: input.category,
      title: input.title,
      summary: input.summary || text.slice(0, 120),
      html,
      coverPath,
      coverUrl: signed(coverPath),
      attachments: (input.attachments ?? []).map((file) => {
        const filePath = file.filePath.split('?')[0] ?? '';
        return { filePath, url: signed(filePath), name: file.name || filePath.split('/').pop() || '附件' };
      }),
      updatedAt: now,
      updatedByName: caller.username,
    };
    const list = articlesOf(mockDb.current);
    const article: MockArticle = existing
      ? Object.assign(existing, values)
      : {
          ...values,
          id: Math.max(0, ...list.map((item) => item.id)) + 1,
          status: 'draft',
          source: caller.orgName,
          publishedAt: null,
          createdAt: now,
          authorName: caller.username,
          deleted: false,
        };
    if (!existing) list.push(article);
    syncNews(mockDb.current);
    const published = article.status === 'published';
    recordMockAudit(
      caller,
      'content.save',
      `${existing ? '修改' : '新建'}${published ? '已发布' : '草稿'}文章《${article.title}》（${categoryLabel(article.category)}）${published ? '，修改已在门户生效' : ''}`,
      `article:${article.id}`,
      article.title,
    );
    return ok({ id: article.id }, existing ? '文章已保存' : '草稿已保存');
  }),

  http.post(api(API.contentPublish), async ({ request }) => {
    const caller = callerOf(request, API.contentPublish);
    if (caller instanceof Response) return caller;
    const parsed = parseOr(contentPublishSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const item = find(parsed.data.id);
    if (!item) return fail(ApiCode.NOT_FOUND, '文章不存在');
    const status: ArticleStatus = parsed.data.publish ? 'published' : 'draft';
    const done = parsed.data.publish ? '文章已发布' : '文章已撤回为草稿';
    if (item.status === status) return ok(undefined, parsed.data.publish ? '文章已是发布状态' : '文章已是草稿状态');
    const now = new Date().toISOString();
    Object.assign(item, { status, publishedAt: parsed.data.publish ? now : null, updatedAt: now });
    syncNews(mockDb.current);
    recordMockAudit(
      caller,
      parsed.data.publish ? 'content.publish' : 'content.unpublish',
      `${parsed.data.publish ? '发布' : '撤回'}文章《${item.title}》（${categoryLabel(item.category)}）`,
      `article:${item.id}`,
      item.title,
    );
    return ok(undefined, done);
  }),

  http.post(api(API.contentDelete), async ({ request }) => {
    const caller = callerOf(request, API.contentDelete);
    if (caller instanceof Response) return caller;
    const parsed = parseOr(contentDeleteSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const item = find(parsed.data.id);
    if (!item) return fail(ApiCode.NOT_FOUND, '文章不存在');
    item.deleted = true;
    syncNews(mockDb.current);
    recordMockAudit(
      caller,
      'content.delete',
      `删除${ARTICLE_STATUS_LABELS[item.status]}文章《${item.title}》（${categoryLabel(item.category)}）`,
      `article:${item.id}`,
      item.title,
    );
    return ok(undefined, '文章已删除');
  }),
];
