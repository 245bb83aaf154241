import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '#contracts/envelope';
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationReadResultSchema,
  notificationReadSchema,
} from '#contracts/notifications';
import { API } from '#contracts/paths';
import type { AppContext } from '../../context';
import { ok } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { listNotifications, markNotificationsRead } from './service';

export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(API.notificationsList, {
    schema: {
      tags: ['notifications'],
      summary: '本账号的通知（最新在前），含未读数',
      querystring: notificationListQuerySchema,
      response: { 200: envelopeOf(notificationListSchema) },
    },
    handler: async (request) => ok(await listNotifications(ctx, currentUser(request).id, request.query)),
  });

  api.post(API.notificationsRead, {
    schema: {
      tags: ['notifications'],
      summary: '标记已读：指定的通知或全部',
      body: notificationReadSchema,
      response: { 200: envelopeOf(notificationReadResultSchema) },
    },
    handler: async (request) =>
      ok(await markNotificationsRead(ctx, currentUser(request).id, request.body), '已标记为已读'),
  });
}
