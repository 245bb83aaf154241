import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditFilterSchema, auditListQuerySchema, auditListSchema } from '#contracts/audit';
import { envelopeOf } from '#contracts/envelope';
import { API } from '#contracts/paths';
import type { AppContext } from '../../context';
import { sendCsv } from '../../lib/csv';
import { ok } from '../../lib/errors';
import { actorOf, exportAudit, listAudit } from './service';

export function auditRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(API.auditList, {
    schema: {
      tags: ['audit'],
      summary: '操作日志（管理员）：按操作人、操作类型、日期、关键词筛选，最新在前',
      querystring: auditListQuerySchema,
      response: { 200: envelopeOf(auditListSchema) },
    },
    handler: async (request) => ok(await listAudit(ctx, request.query)),
  });

  api.get(API.auditExport, {
    schema: {
      tags: ['audit'],
      summary: '导出操作日志 CSV（UTF-8 BOM，管理员；筛选同列表，导出本身也记入日志）',
      querystring: auditFilterSchema,
    },
    handler: async (request, reply) => {
      const stream = await exportAudit(ctx, actorOf(request), request.query);
      return sendCsv(request, reply, stream, { ascii: 'audit', chinese: '操作日志', now: ctx.now() });
    },
  });
}
