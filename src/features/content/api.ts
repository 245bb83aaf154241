import type {
  ContentDetail,
  ContentList,
  ContentListQuery,
  ContentPublishPayload,
  ContentSavePayload,
} from '@/contracts/content';
import { API } from '@/contracts/paths';
import { getData, request } from '@/lib/request';

/** GET /portal/content/list — articles of categories 2-7, drafts included, with counts per status. */
export function fetchArticles(query: ContentListQuery, signal?: AbortSignal): Promise<ContentList> {
  return getData<ContentList>(API.contentList, query, { silentLoading: true, signal });
}

/** GET /portal/content/detail?id= — the article to edit, its pictures, cover and attachments as signed links. */
export function fetchArticle(id: number, signal?: AbortSignal): Promise<ContentDetail> {
  return getData<ContentDetail>(API.contentDetail, { id }, { silentLoading: true, signal });
}

/**
 * POST /portal/content/save → the article's id and the server's message. A new article is a draft; a published one
 * stays published. With the `updatedAt` it loaded, a save after someone else's is refused (10007).
 */
export async function saveArticle(payload: ContentSavePayload): Promise<{ id: number; message: string }> {
  const body = await request<{ id: number }>({ method: 'POST', url: API.contentSave, data: payload });
  return { id: body.data?.id ?? payload.id ?? 0, message: body.msg };
}

/** POST /portal/content/publish {id, publish} — publish, or take back to draft. */
export async function publishArticle(payload: ContentPublishPayload): Promise<string> {
  return (await request({ method: 'POST', url: API.contentPublish, data: payload })).msg;
}

/** POST /portal/content/delete {id} — the article disappears from the portal and from this list. */
export async function deleteArticle(id: number): Promise<string> {
  return (await request({ method: 'POST', url: API.contentDelete, data: { id } })).msg;
}
