import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contentDeleteSchema,
  contentDetailSchema,
  contentListQuerySchema,
  contentListSchema,
  contentPublishSchema,
  contentSaveResultSchema,
  contentSaveSchema,
} from '#contracts/content';
import { envelopeOf, envelopeSchema } from '#contracts/envelope';
import { API } from '#contracts/paths';
import { idQuerySchema } from '#contracts/review';
import type { AppContext } from '../../context';
import { ok, okEmpty } from '../../lib/errors';
import { actorOf } from '../audit/service';
import { contentDetail, deleteContent, listContent, publishContent, saveContent } from './service';

/** An article of 500 000 characters of Chinese is 1.5 MB of JSON. */
const SAVE_BODY_LIMIT = 2 * 1024 * 1024;

export function contentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(API.contentList, {
    schema: {
      tags: ['content'],
      summary: '文章管理列表（审核员、管理员）：栏目 2-7，草稿与已发布，按更新时间倒序',
      querystring: contentListQuerySchema,
      response: { 200: envelopeOf(contentListSchema) },
    },
    handler: async (request) => ok(await listContent(ctx, request.query)),
  });

  api.get(API.contentDetail, {
    schema: {
      tags: ['content'],
      summary: '文章详情（编辑用）：正文中的图片、封面与附件为 10 分钟内有效的签名链接',
      querystring: idQuerySchema,
      response: { 200: envelopeOf(contentDetailSchema) },
    },
    handler: async (request) => ok(await contentDetail(ctx, request.query.id)),
  });

  api.post(API.contentSave, {
    bodyLimit: SAVE_BODY_LIMIT,
    schema: {
      tags: ['content'],
      summary:
        '保存文章：新文章为草稿；已发布文章保存后仍为发布状态，修改立即生效。正文经白名单过滤，图片只能是本站上传的文件',
      body: contentSaveSchema,
      response: { 200: envelopeOf(contentSaveResultSchema) },
    },
    handler: async (request) => {
      const id = await saveContent(ctx, actorOf(request), request.body);
      return ok({ id }, request.body.id ? '文章已保存' : '草稿已保存');
    },
  });

  api.post(API.contentPublish, {
    schema: {
      tags: ['content'],
      summary: '发布文章，或撤回为草稿（publish: false）',
      body: contentPublishSchema,
      response: { 200: envelopeSchema },
    },
    handler: async (request) => {
      const { changed } = await publishContent(ctx, actorOf(request), request.body);
      if (request.body.publish) return okEmpty(changed ? '文章已发布' : '文章已是发布状态');
      return okEmpty(changed ? '文章已撤回为草稿' : '文章已是草稿状态');
    },
  });

  api.post(API.contentDelete, {
    schema: { tags: ['content'], summary: '删除文章', body: contentDeleteSchema, response: { 200: envelopeSchema } },
    handler: async (request) => {
      await deleteContent(ctx, actorOf(request), request.body.id);
      return okEmpty('文章已删除');
    },
  });
}
