import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, envelopeSchema } from '#contracts/envelope';
import { API } from '#contracts/paths';
import {
  SESSION_MESSAGES,
  sessionEndSchema,
  sessionListQuerySchema,
  sessionListSchema,
} from '#contracts/sessions';
import type { AppContext } from '../../context';
import { ok, okEmpty } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { actorOf } from '../audit/service';
import { endSession, listSessions } from './service';

export function sessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(API.adminSessionsList, {
    schema: {
      tags: ['sessions'],
      summary:
        '在线会话（管理员）：账号、角色、登录 IP、登录时间、最近活动、是否自动登录；按角色、自动登录与关键词筛选',
      querystring: sessionListQuerySchema,
      response: { 200: envelopeOf(sessionListSchema) },
    },
    handler: async (request) => ok(await listSessions(ctx, currentUser(request).sessionId, request.query)),
  });

  api.post(API.adminSessionsEnd, {
    schema: {
      tags: ['sessions'],
      summary: '结束会话（管理员）：该会话的下一个请求返回 10004；结束自己当前的会话须带 confirmOwn: true',
      body: sessionEndSchema,
      response: { 200: envelopeSchema },
    },
    handler: async (request) => {
      const { own } = await endSession(ctx, actorOf(request), request.body);
      return okEmpty(own ? SESSION_MESSAGES.endedOwn : SESSION_MESSAGES.ended);
    },
  });
}
