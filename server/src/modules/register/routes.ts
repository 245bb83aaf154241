import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '#contracts/envelope';
import { API } from '#contracts/paths';
import { registerSchema } from '#contracts/register';
import type { AppContext } from '../../context';
import { okEmpty } from '../../lib/errors';
import { optionalUser } from '../../plugins/auth';
import { register, REGISTERED_MESSAGE } from './service';

export function registerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(API.register, {
    schema: {
      tags: ['register'],
      summary: '机构注册（待管理单位审核）',
      body: registerSchema,
      response: { 200: envelopeSchema },
    },
    config: { rateLimit: { max: ctx.config.rateLimits.codesPerMin, timeWindow: 60_000 } },
    handler: async (request) => {
      await register(ctx, request.body, await optionalUser(ctx, request));
      return okEmpty(REGISTERED_MESSAGE);
    },
  });
}
