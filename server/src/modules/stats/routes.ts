import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '#contracts/envelope';
import { API } from '#contracts/paths';
import { portalStatsSchema } from '#contracts/stats';
import type { AppContext } from '../../context';
import { ok } from '../../lib/errors';
import { cachedPortalStats, STATS_TTL_MS } from './service';

export function statsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const stats = cachedPortalStats(ctx);
  api.get(API.portalStats, {
    schema: {
      tags: ['stats'],
      summary: '人才平台首页数据（已审核单位、人才、奖励数；公开，缓存数秒）',
      response: { 200: envelopeOf(portalStatsSchema) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${STATS_TTL_MS / 1000}`);
      return ok(await stats());
    },
  });
}
