import { http, HttpResponse } from 'msw';
import { ApiCode } from '../../contracts/codes';
import {
  applicationLeadSchema,
  customEmailSchema,
  leadListQuerySchema,
  LEAD_STATUSES,
  leadStatusSchema,
  leadsCsv,
  sourcePrefix,
  type Lead,
  type LeadKind,
} from '../../contracts/leads';
import { API } from '../../contracts/paths';
import { shanghaiDate } from '../../utils/shanghai-date';
import { mockDb } from '../db';
import { callerOf } from './auth';
import { api, fail, listCounts, ok, parseOr, queryOf } from '../respond';

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

function leadMatches(
  lead: Lead,
  query: { kind?: string; source?: string; from?: string; to?: string; keywords?: string },
): boolean {
  const contains = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());
  const day = shanghaiDate(lead.createdAt);
  return (
    (!query.kind || lead.kind === query.kind) &&
    (!query.source || lead.source.toLowerCase().startsWith(sourcePrefix(query.source))) &&
    (!query.from || day >= query.from) &&
    (!query.to || day <= query.to) &&
    (!query.keywords ||
      [lead.name, lead.phone, lead.companyName, lead.content, lead.application].some((field) =>
        contains(field, query.keywords!),
      ))
  );
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
    const caller = callerOf(request, API.leadsList);
    if (caller instanceof Response) return caller;
    const parsed = parseOr(leadListQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const { status, currPage, limit, ...filters } = parsed.data;
    // The same filters as the server: counts per status follow every filter but the status itself.
    const matching = mockDb.current.leads
      .filter((lead) => leadMatches(lead, filters))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    const filtered = matching.filter((lead) => !status || lead.status === status);
    const all = mockDb.current.leads;
    return ok({
      list: filtered.slice((currPage - 1) * limit, currPage * limit),
      ...listCounts(matching, LEAD_STATUSES, {
        chosen: status,
        tallied: !filters.source && !filters.from && !filters.to && !filters.keywords,
      }),
      freeSlotsTaken: all.filter((lead) => lead.kind === 'application').length,
    });
  }),
  http.post(api(API.leadsStatus), async ({ request }) => {
    const caller = callerOf(request, API.leadsStatus);
    if (caller instanceof Response) return caller;
    const parsed = parseOr(leadStatusSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const lead = mockDb.current.leads.find((candidate) => candidate.id === parsed.data.id);
    if (!lead) return fail(ApiCode.NOT_FOUND, '线索不存在');
    Object.assign(lead, { status: parsed.data.status, note: parsed.data.note, updatedAt: new Date().toISOString() });
    return ok(lead, '状态已更新');
  }),
  http.get(api(API.leadsExport), ({ request }) => {
    const caller = callerOf(request, API.leadsExport);
    if (caller instanceof Response) return caller;
    return new HttpResponse(
      leadsCsv(mockDb.current.leads, (iso) => iso),
      {
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      },
    );
  }),
];
