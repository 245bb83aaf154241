import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '#contracts/envelope';
import { API } from '#contracts/paths';
import { idQuerySchema } from '#contracts/review';
import {
  serviceCreateSchema,
  serviceListQuerySchema,
  serviceListSchema,
  serviceRequestSchema,
} from '#contracts/service';
import type { AppContext } from '../../context';
import { ok } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { createServiceRequest, listServiceRequests, serviceRequestDetail } from './service';
import { clientIp } from '../../plugins/client-ip';

export function serviceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(API.serviceList, {
    schema: {
      tags: ['service'],
      summary: '本机构的服务邀请（管理员看全部）',
      querystring: serviceListQuerySchema,
      response: { 200: envelopeOf(serviceListSchema) },
    },
    handler: async (request) => ok(await listServiceRequests(ctx, currentUser(request), request.query)),
  });

  api.post(API.serviceCreate, {
    schema: {
      tags: ['service'],
      summary: '发送服务邀请',
      body: serviceCreateSchema,
      response: { 200: envelopeOf(serviceRequestSchema) },
    },
    config: { rateLimit: { max: ctx.config.rateLimits.leadsPerMin, timeWindow: 60_000 } },
    handler: async (request) =>
      ok(await createServiceRequest(ctx, currentUser(request), request.body, clientIp(request)), '提交成功'),
  });

  api.get(API.serviceDetail, {
    schema: {
      tags: ['service'],
      summary: '服务邀请详情',
      querystring: idQuerySchema,
      response: { 200: envelopeOf(serviceRequestSchema) },
    },
    handler: async (request) => ok(await serviceRequestDetail(ctx, currentUser(request), request.query.id)),
  });
}
