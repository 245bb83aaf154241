import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, envelopeSchema } from '#contracts/envelope';
import { API } from '#contracts/paths';
import { reviewDecideSchema } from '#contracts/review';
import { savedIdSchema } from '#contracts/talent';
import { rewardCreateSchema, rewardListQuerySchema, rewardListSchema, rewardTalentsSchema } from '#contracts/reward';
import type { AppContext } from '../../context';
import { ok, okEmpty } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { actorOf } from '../audit/service';
import { approvedTalents, createReward, decideReward, listRewards } from './service';

/** Reward applications of an organisation for its approved talents, and their review. */
export function rewardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(API.rewardTalents, {
    schema: {
      tags: ['reward'],
      summary: '本单位已通过审核的人才（可申报奖励）',
      response: { 200: envelopeOf(rewardTalentsSchema) },
    },
    handler: async (request) => ok(await approvedTalents(ctx, currentUser(request))),
  });

  // The organisation's own applications and the review queue: one listing in two scopes.
  const listings = [
    { path: API.rewardList, scope: 'own', summary: '本单位的奖励申请（管理员可见全部）' },
    { path: API.rewardReviewList, scope: 'review', summary: '奖励申请审核列表' },
  ] as const;
  for (const { path, scope, summary } of listings)
    api.get(path, {
      schema: {
        tags: ['reward'],
        summary,
        querystring: rewardListQuerySchema,
        response: { 200: envelopeOf(rewardListSchema) },
      },
      handler: async (request) => ok(await listRewards(ctx, currentUser(request), request.query, scope)),
    });

  api.post(API.rewardCreate, {
    schema: {
      tags: ['reward'],
      summary: '提交奖励申请（金额单位元，最多两位小数，按奖励类型设上限）',
      body: rewardCreateSchema,
      response: { 200: envelopeOf(savedIdSchema) },
    },
    handler: async (request) =>
      ok({ id: await createReward(ctx, currentUser(request), request.body) }, '已提交，请等待管理单位审核'),
  });

  api.post(API.rewardReviewDecide, {
    schema: {
      tags: ['reward'],
      summary: '奖励申请审核：通过或驳回（驳回需填写原因）',
      body: reviewDecideSchema,
      response: { 200: envelopeSchema },
    },
    handler: async (request) => {
      await decideReward(ctx, actorOf(request), request.body);
      return okEmpty(request.body.decision === 'approve' ? '已通过该奖励申请' : '已驳回该奖励申请');
    },
  });
}
