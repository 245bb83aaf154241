import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '#contracts/envelope';
import {
  newsDetailQuerySchema,
  newsDetailSchema,
  newsListQuerySchema,
  newsListSchema,
} from '#contracts/news';
import { API } from '#contracts/paths';
import type { AppContext } from '../../context';
import { ok } from '../../lib/errors';
import { listNews, newsDetail } from './service';

export function newsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(API.newsList, {
    schema: {
      tags: ['news'],
      summary: '文章列表（栏目 2-7、关键词、分页）',
      querystring: newsListQuerySchema,
      response: { 200: envelopeOf(newsListSchema) },
    },
    handler: async (request) => ok(await listNews(ctx, request.query)),
  });
  api.get(API.newsDetail, {
    schema: {
      tags: ['news'],
      summary: '文章详情（HTML 正文）',
      querystring: newsDetailQuerySchema,
      response: { 200: envelopeOf(newsDetailSchema) },
    },
    handler: async (request) => ok(await newsDetail(ctx, request.query.id)),
  });
}
