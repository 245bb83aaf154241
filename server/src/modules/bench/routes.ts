import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '#contracts/envelope';
import { customEmailSchema } from '#contracts/leads';
import type { AppContext } from '../../context';
import { leads } from '../../db/schema';
import { okEmpty } from '../../lib/errors';
import { clientIp } from '../../plugins/client-ip';

/** Benchmark baseline (BENCH_BASELINE=1, never in production): the lead schema and one bare INSERT, nothing else. */
export function benchRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post('/__bench/insert', {
    schema: { hide: true, body: customEmailSchema, response: { 200: envelopeSchema } },
    config: { rateLimit: { max: ctx.config.rateLimits.leadsPerMin, timeWindow: 60_000 } },
    handler: async (request) => {
      const body = request.body;
      const now = ctx.now();
      await ctx.db.insert(leads).values({
        kind: 'contact',
        source: 'bench-baseline',
        application: body.application ?? '',
        name: body.name,
        phone: body.phone,
        companyName: body.companyName,
        content: body.content ?? '',
        email: body.email ?? '',
        ip: clientIp(request),
        createdAt: now,
        updatedAt: now,
      });
      return okEmpty('提交成功');
    },
  });
}
