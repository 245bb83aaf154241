import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, envelopeSchema } from '#contracts/envelope';
import {
  applicationLeadSchema,
  customEmailSchema,
  leadListQuerySchema,
  leadListSchema,
  leadSchema,
  leadStatusSchema,
} from '#contracts/leads';
import { API } from '#contracts/paths';
import type { AppContext } from '../../context';
import { ok, okEmpty } from '../../lib/errors';
import { createLead, exportLeadsCsv, listLeads, setLeadStatus } from './service';
import { clientIp } from '../../plugins/client-ip';
import { sendCsv } from '../../lib/csv';
import { actorOf } from '../audit/service';

export function leadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: ctx.config.rateLimits.leadsPerMin, timeWindow: 60_000 };

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
        ip: clientIp(request),
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
        ip: clientIp(request),
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
    handler: async (request) => ok(await listLeads(ctx, request.query)),
  });

  api.post(API.leadsStatus, {
    schema: {
      tags: ['leads'],
      summary: '更新线索状态（管理员）',
      body: leadStatusSchema,
      response: { 200: envelopeOf(leadSchema) },
    },
    handler: async (request) =>
      ok(
        await setLeadStatus(ctx, actorOf(request), request.body.id, request.body.status, request.body.note),
        '状态已更新',
      ),
  });

  api.get(API.leadsExport, {
    schema: { tags: ['leads'], summary: '导出线索 CSV（UTF-8 BOM，管理员）', querystring: leadListQuerySchema },
    handler: async (request, reply) => {
      const csv = await exportLeadsCsv(ctx, actorOf(request), request.query);
      return sendCsv(request, reply, csv, { ascii: 'leads', chinese: '线索', now: ctx.now() });
    },
  });
}
