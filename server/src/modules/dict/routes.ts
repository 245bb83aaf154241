import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '#contracts/envelope';
import { API } from '#contracts/paths';
import { dictEntrySchema, dictQuerySchema } from '#contracts/register';
import type { AppContext } from '../../context';
import { ok } from '../../lib/errors';
import { dictionary } from './service';

export function dictRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(API.dict, {
    schema: {
      tags: ['dict'],
      summary: '字典：1 所属行业，2 单位类型，3 办学层次，4 企业性质，5 企业规模',
      querystring: dictQuerySchema,
      response: { 200: envelopeOf(z.array(dictEntrySchema)) },
    },
    handler: async (request) => ok(await dictionary(ctx, request.query.type)),
  });
}
