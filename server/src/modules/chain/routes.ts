import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { blockNumberSchema, blockTransactionsSchema } from '../../../../src/contracts/chain';
import { envelopeOf } from '../../../../src/contracts/envelope';
import { API } from '../../../../src/contracts/paths';
import type { AppContext } from '../../context';
import { ok } from '../../lib/errors';
import { currentBlockNumber, dailyTransactions } from './service';

export function chainRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const anyone = app.requireRoles();
  api.get(API.blockNumber, {
    schema: { tags: ['chain'], summary: '当前区块高度', response: { 200: envelopeOf(blockNumberSchema) } },
    preHandler: anyone,
    handler: async () => ok(await currentBlockNumber(ctx)),
  });
  api.get(API.transactions, {
    schema: {
      tags: ['chain'],
      summary: '近 30 天每日交易数（北京时间）',
      response: { 200: envelopeOf(blockTransactionsSchema) },
    },
    preHandler: anyone,
    handler: async () => ok(await dailyTransactions(ctx)),
  });
}
