import { http } from 'msw';
import { ApiCode } from '../../contracts/codes';
import type { Lead } from '../../contracts/leads';
import { API } from '../../contracts/paths';
import { idQuerySchema } from '../../contracts/review';
import {
  SERVICE_KINDS,
  serviceCreateSchema,
  serviceListQuerySchema,
  type ServiceKind,
  type ServiceRequest,
} from '../../contracts/service';
import { mockDb, type MockAccount, type MockDb } from '../db';
import { callerOf } from './auth';
import { api, fail, ok, parseOr, queryOf } from '../respond';
import { solutionPath } from '../../contracts/app-paths';

/** A service request is a lead of kind 'portal' (DECISIONS D7) plus who sent it, per mock database. */
interface RequestExtra {
  username: string;
  kind: ServiceKind;
  contactTime: string;
}
interface ServiceState {
  extras: Map<number, RequestExtra>;
}
const states = new WeakMap<MockDb, ServiceState>();

const HOUR_MS = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

function pushLead(db: MockDb, fields: Omit<Lead, 'id' | 'email' | 'ip' | 'updatedAt'> & { updatedAt?: string }): Lead {
  const lead: Lead = { id: db.leads.length + 1, email: '', ip: '127.0.0.1', updatedAt: fields.createdAt, ...fields };
  db.leads.push(lead);
  return lead;
}

/**
 * Leads to look at in the inbox: one inside the 48-hour promise (31 h left), one overdue (5 h), one contacted,
 * and one service request of enterprise01. Added once per mock database, when the inbox or a service list is opened.
 */
function stateOf(db: MockDb): ServiceState {
  let state = states.get(db);
  if (state) return state;
  state = { extras: new Map() };
  states.set(db, state);
  pushLead(db, {
    kind: 'application',
    source: '/index',
    application: '区块链溯源平台',
    name: '王磊',
    phone: '13912345678',
    companyName: '杭州禾木农业科技有限公司',
    content: '希望了解茶叶溯源方案的实施周期和费用。',
    status: 'new',
    note: '',
    createdAt: hoursAgo(16.5),
  });
  pushLead(db, {
    kind: 'contact',
    source: solutionPath(2),
    application: '立即咨询',
    name: '李娜',
    phone: '13712345678',
    companyName: '杭州美研化妆品有限公司',
    content: '化妆品防伪溯源，门店约 200 家。',
    status: 'new',
    note: '',
    createdAt: hoursAgo(53.5),
  });
  pushLead(db, {
    kind: 'contact',
    source: '/digitalCollection',
    application: '限时免费：领取数字藏品平台建设方案',
    name: '赵强',
    phone: '13612345678',
    companyName: '杭州数澜文化传媒有限公司',
    content: '',
    status: 'contacted',
    note: '已电话沟通，下周上门演示。',
    createdAt: hoursAgo(80),
    updatedAt: hoursAgo(60),
  });
  const request = pushLead(db, {
    kind: 'portal',
    source: '/service/inviteservice',
    application: '服务邀请：区块链溯源',
    name: 'enterprise01',
    phone: '13800000001',
    companyName: '杭州云杉智造科技有限公司',
    content: '产线零部件的批次追溯，希望与现有 MES 系统对接。',
    status: 'new',
    note: '',
    createdAt: hoursAgo(2),
  });
  state.extras.set(request.id, {
    username: 'enterprise01',
    kind: 'traceability',
    contactTime: '工作日下午（14:00-18:00）',
  });
  return state;
}

function toRequest(lead: Lead, extra: RequestExtra): ServiceRequest {
  return {
    id: lead.id,
    kind: extra.kind,
    description: lead.content,
    contactTime: extra.contactTime,
    status: lead.status,
    note: lead.note,
    createdAt: lead.createdAt,
    updatedAt: lead.updatedAt,
  };
}

/** An organisation sees only its own requests; the admin sees every one (as the server). */
function visibleRequests(account: MockAccount): ServiceRequest[] {
  const state = stateOf(mockDb.current);
  return mockDb.current.leads
    .filter((lead) => lead.kind === 'portal' && state.extras.has(lead.id))
    .filter((lead) => account.roles.includes('admin') || state.extras.get(lead.id)!.username === account.username)
    .map((lead) => toRequest(lead, state.extras.get(lead.id)!))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

export const serviceHandlers = [
  // The lead inbox mock (handlers/leads.ts) answers the list; the demo leads are added before it does.
  http.get(api(API.leadsList), () => {
    stateOf(mockDb.current);
  }),
  http.get(api(API.serviceList), ({ request }) => {
    const account = callerOf(request, API.serviceList);
    if (account instanceof Response) return account;
    const parsed = parseOr(serviceListQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const all = visibleRequests(account);
    const { currPage, limit } = parsed.data;
    return ok({ list: all.slice((currPage - 1) * limit, currPage * limit), total: all.length });
  }),
  http.post(api(API.serviceCreate), async ({ request }) => {
    const account = callerOf(request, API.serviceCreate);
    if (account instanceof Response) return account;
    const parsed = parseOr(serviceCreateSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const state = stateOf(mockDb.current);
    const label = SERVICE_KINDS.find((kind) => kind.value === parsed.data.kind)?.label ?? parsed.data.kind;
    const lead = pushLead(mockDb.current, {
      kind: 'portal',
      source: '/service/inviteservice',
      application: `服务邀请：${label}`,
      name: account.username,
      phone: account.phone,
      companyName: account.orgName,
      content: parsed.data.description,
      status: 'new',
      note: '',
      createdAt: new Date().toISOString(),
    });
    const extra = { username: account.username, kind: parsed.data.kind, contactTime: parsed.data.contactTime };
    state.extras.set(lead.id, extra);
    return ok(toRequest(lead, extra), '提交成功');
  }),
  http.get(api(API.serviceDetail), ({ request }) => {
    const account = callerOf(request, API.serviceDetail);
    if (account instanceof Response) return account;
    const parsed = parseOr(idQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const found = visibleRequests(account).find((item) => item.id === parsed.data.id);
    if (!found) return fail(ApiCode.NOT_FOUND, '服务申请不存在');
    return ok(found);
  }),
];
