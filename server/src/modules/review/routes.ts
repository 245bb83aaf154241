import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, envelopeSchema } from '#contracts/envelope';
import { API } from '#contracts/paths';
import {
  idQuerySchema,
  registrationDetailSchema,
  reviewDecideSchema,
  reviewListQuerySchema,
  reviewListSchema,
} from '#contracts/review';
import type { AppContext } from '../../context';
import { ok, okEmpty } from '../../lib/errors';
import { actorOf } from '../audit/service';
import { decideRegistration, listRegistrations, registrationDetail } from './service';

export function reviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(API.reviewList, {
    schema: {
      tags: ['review'],
      summary: '注册审核列表',
      querystring: reviewListQuerySchema,
      response: { 200: envelopeOf(reviewListSchema) },
    },
    handler: async (request) => ok(await listRegistrations(ctx, request.query)),
  });

  api.get(API.reviewDetail, {
    schema: {
      tags: ['review'],
      summary: '注册申请详情（含证件图片）',
      querystring: idQuerySchema,
      response: { 200: envelopeOf(registrationDetailSchema) },
    },
    handler: async (request) => ok(await registrationDetail(ctx, request.query.id)),
  });

  api.post(API.reviewDecide, {
    schema: {
      tags: ['review'],
      summary: '审核：通过或驳回（驳回需填写原因）',
      body: reviewDecideSchema,
      response: { 200: envelopeSchema },
    },
    handler: async (request) => {
      await decideRegistration(ctx, actorOf(request), request.body);
      return okEmpty(request.body.decision === 'approve' ? '已通过该注册申请' : '已驳回该注册申请');
    },
  });
}
