import { http, HttpResponse } from 'msw';
import { ApiCode } from '../../contracts/envelope';
import {
  applicationLeadSchema,
  customEmailSchema,
  leadListQuerySchema,
  leadStatusSchema,
  type Lead,
  type LeadKind,
} from '../../contracts/leads';
import { API } from '../../contracts/paths';
import { mockDb } from '../db';
import { accountOf } from './auth';
import { api, fail, ok, parseOr, queryOf } from '../respond';

function storeLead(
  kind: LeadKind,
  fields: Omit<Lead, 'id' | 'kind' | 'status' | 'note' | 'createdAt' | 'updatedAt'>,
): Lead {
  const now = new Date().toISOString();
  const lead: Lead = {
    id: mockDb.current.leads.length + 1,
    kind,
    status: 'new',
    note: '',
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
  mockDb.current.leads.push(lead);
  return lead;
}

export const leadHandlers = [
  http.post(api(API.applicationLead), async ({ request }) => {
    const parsed = parseOr(applicationLeadSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const { name, phone, companyName = '', applicationName, content = '', source = '/index' } = parsed.data;
    storeLead('application', {
      name,
      phone,
      companyName,
      application: applicationName,
      content,
      source,
      email: '',
      ip: '127.0.0.1',
    });
    return ok(undefined, '提交成功');
  }),
  http.post(api(API.customEmail), async ({ request }) => {
    const parsed = parseOr(customEmailSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const { name, phone, companyName, content = '', application = '立即咨询', source = '' } = parsed.data;
    storeLead('contact', {
      name,
      phone,
      companyName,
      application,
      content,
      source,
      email: parsed.data.email ?? '',
      ip: '127.0.0.1',
    });
    return ok(undefined, '提交成功');
  }),
  http.get(api(API.leadsList), ({ request }) => {
    const account = accountOf(request);
    if (!account) return fail(ApiCode.SESSION_EXPIRED, '登录已过期，请重新登录');
    if (!account.roles.includes('admin')) return fail(ApiCode.FORBIDDEN, '没有权限执行此操作');
    const parsed = parseOr(leadListQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const { status, keywords, currPage, limit } = parsed.data;
    const all = mockDb.current.leads;
    const filtered = all.filter(
      (lead) =>
        (!status || lead.status === status) &&
        (!keywords || `${lead.name}${lead.phone}${lead.companyName}`.includes(keywords)),
    );
    const counts = { new: 0, contacted: 0, closed: 0 };
    for (const lead of all) counts[lead.status] += 1;
    return ok({
      list: filtered.slice((currPage - 1) * limit, currPage * limit),
      total: filtered.length,
      counts,
      freeSlotsTaken: all.filter((lead) => lead.kind === 'application').length,
    });
  }),
  http.post(api(API.leadsStatus), async ({ request }) => {
    const account = accountOf(request);
    if (!account?.roles.includes('admin')) return fail(ApiCode.FORBIDDEN, '没有权限执行此操作');
    const parsed = parseOr(leadStatusSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const lead = mockDb.current.leads.find((candidate) => candidate.id === parsed.data.id);
    if (!lead) return fail(ApiCode.NOT_FOUND, '线索不存在');
    Object.assign(lead, { status: parsed.data.status, note: parsed.data.note, updatedAt: new Date().toISOString() });
    return ok(lead, '状态已更新');
  }),
  http.get(
    api(API.leadsExport),
    () =>
      new HttpResponse(
        `\uFEFF编号,姓名,电话\n${mockDb.current.leads.map((lead) => `${lead.id},${lead.name},${lead.phone}`).join('\n')}`,
        {
          headers: { 'Content-Type': 'text/csv; charset=utf-8' },
        },
      ),
  ),
];
