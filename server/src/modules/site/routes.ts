import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '#contracts/envelope';
import { API } from '#contracts/paths';
import { siteSettingsAnswerSchema, siteSettingsSchema } from '#contracts/site-settings';
import type { AppContext } from '../../context';
import { ok } from '../../lib/errors';
import { actorOf } from '../audit/service';
import { cachedSiteSettings, saveSiteSettings, SITE_SETTINGS_TTL_MS } from './service';

export function siteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const settings = cachedSiteSettings(ctx);

  api.get(API.siteSettings, {
    schema: {
      tags: ['site'],
      summary:
        '站点信息（公开，缓存数秒）：服务热线、服务时间、地址、邮箱、备案号与链接；尚未保存时为 null（使用构建时的默认值）',
      response: { 200: envelopeOf(siteSettingsAnswerSchema) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${SITE_SETTINGS_TTL_MS / 1000}`);
      return ok(await settings.read());
    },
  });

  api.post(API.adminSiteSettings, {
    schema: {
      tags: ['site'],
      summary: '保存站点信息（管理员，整个对象）：网站无需重新构建即显示新内容；操作日志记录改了哪些内容',
      body: siteSettingsSchema,
      response: { 200: envelopeOf(siteSettingsSchema) },
    },
    handler: async (request) => {
      const changed = await saveSiteSettings(ctx, actorOf(request), request.body);
      settings.forget();
      return ok(request.body, changed ? '站点信息已保存，网站已显示新内容' : '站点信息没有变化');
    },
  });
}
