import { http } from 'msw';
import { ROLE_OF_USER_TYPE } from '../../contracts/auth';
import { ROLE_LABELS } from '../../contracts/accounts';
import type { Role } from '../../contracts/access';
import { ApiCode } from '../../contracts/codes';
import { API } from '../../contracts/paths';
import {
  SESSION_MESSAGES,
  sessionEndSchema,
  sessionListQuerySchema,
  type ActiveSession,
} from '../../contracts/sessions';
import { SITE_SETTINGS_DEFAULTS, type SiteSettings } from '../../contracts/site-defaults';
import { siteSettingsChanges, siteSettingsSchema } from '../../contracts/site-settings';
import { mockDb, type MockAccount, type MockDb } from '../db';
import { api, fail, ok, parseOr, queryOf } from '../respond';
import { recordMockAudit } from './audit';
import { bearerOf, callerOf } from './auth';

/** D13 in the mocks: the site facts (none saved at first) and what the server knows of each mock session. */
interface SessionMeta {
  id: number;
  createdAt: string;
  lastSeenAt: string;
  autoLogin: boolean;
  ip: string;
}
interface ConsoleState {
  settings: SiteSettings | null;
  sessions: Map<string, SessionMeta>;
  nextSessionId: number;
}
const states = new WeakMap<MockDb, ConsoleState>();

function stateOf(db: MockDb): ConsoleState {
  let state = states.get(db);
  if (!state) {
    state = { settings: null, sessions: new Map(), nextSessionId: 1 };
    states.set(db, state);
  }
  return state;
}

/** The site facts an admin saved in the mocks (tests start from them), or null for the build's defaults. */
export function setMockSiteSettings(settings: SiteSettings | null): void {
  stateOf(mockDb.current).settings = settings;
}

function roleOf(account: MockAccount): Role {
  return (account.roles[0] as Role | undefined) ?? ROLE_OF_USER_TYPE[(account.userType ?? 1) as 1 | 2 | 3];
}

/** Every open mock session with its details; one seen for the first time started just now. */
function sessionsOf(state: ConsoleState): { token: string; meta: SessionMeta; account: MockAccount }[] {
  const rows = [];
  for (const [token, username] of mockDb.current.sessions) {
    const account = mockDb.current.accounts.find((candidate) => candidate.username === username);
    if (!account || account.status !== 'approved') continue;
    let meta = state.sessions.get(token);
    if (!meta) {
      const now = new Date().toISOString();
      meta = { id: state.nextSessionId++, createdAt: now, lastSeenAt: now, autoLogin: false, ip: '127.0.0.1' };
      state.sessions.set(token, meta);
    }
    rows.push({ token, meta, account });
  }
  return rows;
}

export const consoleHandlers = [
  http.get(api(API.siteSettings), () => ok(stateOf(mockDb.current).settings)),

  http.post(api(API.adminSiteSettings), async ({ request }) => {
    const caller = callerOf(request, API.adminSiteSettings);
    if (caller instanceof Response) return caller;
    const parsed = parseOr(siteSettingsSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const state = stateOf(mockDb.current);
    const changes = siteSettingsChanges(state.settings ?? SITE_SETTINGS_DEFAULTS, parsed.data);
    if (state.settings && changes.length === 0) return ok(parsed.data, '站点信息没有变化');
    state.settings = parsed.data;
    recordMockAudit(
      caller,
      'site.settings',
      changes.length > 0
        ? `修改站点信息：${changes.join('；')}`
        : '保存站点信息（与出厂默认值相同，此后以保存的内容为准）',
      'site:settings',
      '站点信息',
    );
    return ok(parsed.data, '站点信息已保存，网站已显示新内容');
  }),

  http.get(api(API.adminSessionsList), ({ request }) => {
    const caller = callerOf(request, API.adminSessionsList);
    if (caller instanceof Response) return caller;
    const parsed = parseOr(sessionListQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const { role, autoLogin, keywords, currPage, limit } = parsed.data;
    const own = bearerOf(request);
    const accountIds = new Map(mockDb.current.accounts.map((account, index) => [account, index + 1]));
    const list: ActiveSession[] = sessionsOf(stateOf(mockDb.current))
      .map(({ token, meta, account }) => ({
        id: meta.id,
        userId: accountIds.get(account) ?? 0,
        username: account.username,
        orgName: account.orgName,
        role: roleOf(account),
        ip: meta.ip,
        createdAt: meta.createdAt,
        lastSeenAt: meta.lastSeenAt,
        expiresAt: new Date(Date.parse(meta.lastSeenAt) + (meta.autoLogin ? 7 * 24 : 2) * 3600_000).toISOString(),
        autoLogin: meta.autoLogin,
        current: token === own,
      }))
      .filter(
        (row) =>
          (!role || row.role === role) &&
          (!autoLogin || row.autoLogin === (autoLogin === 'true')) &&
          (!keywords || [row.username, row.orgName, row.ip].some((text) => text.includes(keywords))),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    return ok({ list: list.slice((currPage - 1) * limit, currPage * limit), total: list.length });
  }),

  http.post(api(API.adminSessionsEnd), async ({ request }) => {
    const caller = callerOf(request, API.adminSessionsEnd);
    if (caller instanceof Response) return caller;
    const parsed = parseOr(sessionEndSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const target = sessionsOf(stateOf(mockDb.current)).find(({ meta }) => meta.id === parsed.data.id);
    if (!target) return fail(ApiCode.NOT_FOUND, SESSION_MESSAGES.notFound);
    const own = target.token === bearerOf(request);
    if (own && parsed.data.confirmOwn !== true) return fail(ApiCode.VALIDATION, SESSION_MESSAGES.ownSession);
    mockDb.current.sessions.delete(target.token);
    stateOf(mockDb.current).sessions.delete(target.token);
    const { account, meta } = target;
    recordMockAudit(
      caller,
      'session.end',
      `结束${own ? '自己当前的' : ''}${ROLE_LABELS[roleOf(account)]}账号 ${account.username}（${account.orgName}）从 ${meta.ip} 登录的${meta.autoLogin ? '自动登录' : ''}会话，该会话需重新登录`,
      `user:${account.username}`,
      account.orgName,
    );
    return ok(undefined, own ? SESSION_MESSAGES.endedOwn : SESSION_MESSAGES.ended);
  }),
];
