import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, envelopeSchema } from '../../../../src/contracts/envelope';
import {
  applicationLeadSchema,
  customEmailSchema,
  leadListQuerySchema,
  leadListSchema,
  leadSchema,
  leadStatusSchema,
} from '../../../../src/contracts/leads';
import { API } from '../../../../src/contracts/paths';
import type { AppContext } from '../../context';
import { ok, okEmpty } from '../../lib/errors';
import { createLead, exportLeadsCsv, listLeads, setLeadStatus } from './service';

export function leadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: ctx.config.rateLimits.leadsPerMin, timeWindow: 60_000 };
  const adminOnly = app.requireRoles('admin');

  api.post(API.applicationLead, {
    schema: {
      tags: ['leads'],
      summary: '首页免费应用申请',
      body: applicationLeadSchema,
      response: { 200: envelopeSchema },
    },
    config: { rateLimit },
    handler: async (request) => {
      const body = request.body;
      await createLead(ctx, {
        kind: 'application',
        source: body.source ?? '/index',
        application: body.applicationName,
        name: body.name,
        phone: body.phone,
        companyName: body.companyName ?? '',
        content: body.content ?? '',
        email: '',
        ip: request.ip,
      });
      return okEmpty('提交成功');
    },
  });

  api.post(API.customEmail, {
    schema: {
      tags: ['leads'],
      summary: '咨询、联系与方案领取留言',
      body: customEmailSchema,
      response: { 200: envelopeSchema },
    },
    config: { rateLimit },
    handler: async (request) => {
      const body = request.body;
      await createLead(ctx, {
        kind: 'contact',
        source: body.source ?? '',
        application: body.application ?? '',
        name: body.name,
        phone: body.phone,
        companyName: body.companyName,
        content: body.content ?? '',
        // Recorded only: recipients come from LEADS_TO (D5, no open relay).
        email: body.email ?? '',
        ip: request.ip,
      });
      return okEmpty('提交成功');
    },
  });

  api.get(API.leadsList, {
    schema: {
      tags: ['leads'],
      summary: '线索收件箱（管理员）',
      querystring: leadListQuerySchema,
      response: { 200: envelopeOf(leadListSchema) },
    },
    preHandler: adminOnly,
    handler: async (request) => ok(await listLeads(ctx, request.query)),
  });

  api.post(API.leadsStatus, {
    schema: {
      tags: ['leads'],
      summary: '更新线索状态（管理员）',
      body: leadStatusSchema,
      response: { 200: envelopeOf(leadSchema) },
    },
    preHandler: adminOnly,
    handler: async (request) =>
      ok(await setLeadStatus(ctx, request.body.id, request.body.status, request.body.note), '状态已更新'),
  });

  api.get(API.leadsExport, {
    schema: { tags: ['leads'], summary: '导出线索 CSV（UTF-8 BOM，管理员）', querystring: leadListQuerySchema },
    preHandler: adminOnly,
    handler: async (request, reply) => {
      const csv = await exportLeadsCsv(ctx, request.query);
      const stamp = ctx.now().toISOString().slice(0, 10).replace(/-/g, '');
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="leads-${stamp}.csv"; filename*=UTF-8''%E7%BA%BF%E7%B4%A2-${stamp}.csv`,
        )
        .header('cache-control', 'no-store');
      return reply.send(csv);
    },
  });
}
