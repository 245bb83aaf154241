import { http } from 'msw';
import { ROLE_OF_USER_TYPE, WEAK_PASSWORD_MESSAGE, type AccountStatus } from '../../contracts/auth';
import {
  ACCOUNT_MESSAGES,
  ROLE_LABELS,
  accountCreateSchema,
  accountListQuerySchema,
  accountResetSchema,
  accountStatusSchema,
  activateSchema,
  statusChangeRefusal,
  type Account,
} from '../../contracts/accounts';
import type { Role } from '../../contracts/access';
import { ACTIVATE_PATH } from '../../contracts/app-paths';
import { ApiCode } from '../../contracts/codes';
import { API } from '../../contracts/paths';
import { mockDb, type MockAccount, type MockDb } from '../db';
import { api, fail, ok, parseOr, queryOf } from '../respond';
import { recordMockAudit } from './audit';
import { MOCK_COMMON_PASSWORDS, callerOf } from './auth';

/**
 * Accounts in the mocks. No mail leaves the browser: every set-password link is printed to the console
 * and kept here (mockSetPasswordToken). Two fixed links for trying /#/activate by hand: MOCK_ACTIVATION_TOKEN sets
 * the password of the seeded, not yet activated reviewer `reviewer02`; MOCK_EXPIRED_TOKEN is past its 24 hours.
 */
export const MOCK_ACTIVATION_TOKEN = 'mock-activation-token-for-reviewer02-000001';
export const MOCK_EXPIRED_TOKEN = 'mock-expired-token-for-reviewer02-000000001';

interface Extra {
  id: number;
  createdAt: string;
  lastLoginAt: string | null;
}
interface Link {
  username: string;
  expiresAt: number;
  used: boolean;
}
interface AccountsState {
  extras: Map<MockAccount, Extra>;
  links: Map<string, Link>;
  nextId: number;
}
const states = new WeakMap<MockDb, AccountsState>();
const DAY_MS = 24 * 3600_000;

function stateOf(db: MockDb): AccountsState {
  let state = states.get(db);
  if (state) return state;
  state = { extras: new Map(), links: new Map(), nextId: 1 };
  states.set(db, state);
  if (!db.accounts.some((account) => account.username === 'reviewer02'))
    db.accounts.push({
      username: 'reviewer02',
      password: '',
      phone: '',
      email: 'reviewer02@example.com',
      roles: ['reviewer'],
      orgName: '星桥高新区人才服务中心',
      userType: null,
      status: 'approved',
    });
  state.links.set(MOCK_ACTIVATION_TOKEN, { username: 'reviewer02', expiresAt: Date.now() + DAY_MS, used: false });
  state.links.set(MOCK_EXPIRED_TOKEN, { username: 'reviewer02', expiresAt: Date.now() - 1000, used: false });
  return state;
}

function extraOf(state: AccountsState, account: MockAccount): Extra {
  let extra = state.extras.get(account);
  if (!extra) {
    const id = state.nextId++;
    extra = {
      id,
      createdAt: new Date(Date.now() - (100 - id) * 3600_000).toISOString(),
      lastLoginAt: account.password ? new Date(Date.now() - id * 600_000).toISOString() : null,
    };
    state.extras.set(account, extra);
  }
  return extra;
}

function roleOf(account: MockAccount): Role {
  return (account.roles[0] as Role | undefined) ?? ROLE_OF_USER_TYPE[(account.userType ?? 1) as 1 | 2 | 3];
}

function toAccount(state: AccountsState, account: MockAccount): Account {
  const extra = extraOf(state, account);
  return {
    id: extra.id,
    username: account.username,
    orgName: account.orgName,
    role: roleOf(account),
    userType: account.userType,
    status: account.status as AccountStatus,
    email: account.email,
    phone: account.phone,
    createdAt: extra.createdAt,
    lastLoginAt: extra.lastLoginAt,
    activated: account.password !== '',
  };
}

function accountById(state: AccountsState, id: number): MockAccount | undefined {
  return mockDb.current.accounts.find((account) => extraOf(state, account).id === id);
}

/** The account with console id `id` (the two-factor reset of the accounts console). */
export function mockAccountById(id: number): MockAccount | undefined {
  return accountById(stateOf(mockDb.current), id);
}

/** A 43-character link token, as the server makes them. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function issueLink(state: AccountsState, account: MockAccount): string {
  for (const [token, link] of state.links)
    if (link.username === account.username && !link.used) state.links.delete(token);
  const token = newToken();
  state.links.set(token, { username: account.username, expiresAt: Date.now() + DAY_MS, used: false });
  const origin = typeof location === 'undefined' ? '' : location.origin;
  console.info(`[mock] 设置密码链接（发往 ${account.email}）：${origin}/#${ACTIVATE_PATH}?token=${token}`);
  return token;
}

/** The token of the latest set-password link "mailed" to `email` in the mocks (tests of the /activate page). */
export function mockSetPasswordToken(email: string): string | undefined {
  const state = stateOf(mockDb.current);
  const account = mockDb.current.accounts.find((candidate) => candidate.email === email);
  const tokens = [...state.links].filter(([, link]) => link.username === account?.username && !link.used);
  return tokens.at(-1)?.[0];
}

export const accountHandlers = [
  http.get(api(API.adminUsersList), ({ request }) => {
    const caller = callerOf(request, API.adminUsersList);
    if (caller instanceof Response) return caller;
    const parsed = parseOr(accountListQuerySchema, queryOf(request));
    if ('response' in parsed) return parsed.response;
    const { role, status, keywords, currPage, limit } = parsed.data;
    const state = stateOf(mockDb.current);
    const list = mockDb.current.accounts
      .map((account) => toAccount(state, account))
      .filter(
        (account) =>
          (!role || account.role === role) &&
          (!status || account.status === status) &&
          (!keywords ||
            [account.username, account.orgName, account.email, account.phone].some((text) => text.includes(keywords))),
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    return ok({ list: list.slice((currPage - 1) * limit, currPage * limit), total: list.length });
  }),

  http.post(api(API.adminUsersCreate), async ({ request }) => {
    const caller = callerOf(request, API.adminUsersCreate);
    if (caller instanceof Response) return caller;
    const parsed = parseOr(accountCreateSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const input = parsed.data;
    const state = stateOf(mockDb.current);
    const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    const accounts = mockDb.current.accounts;
    if (accounts.some((account) => same(account.username, input.username)))
      return fail(ApiCode.DUPLICATE, ACCOUNT_MESSAGES.usernameTaken);
    if (accounts.some((account) => same(account.email, input.email)))
      return fail(ApiCode.DUPLICATE, ACCOUNT_MESSAGES.emailTaken);
    if (input.phone && accounts.some((account) => account.phone === input.phone))
      return fail(ApiCode.DUPLICATE, ACCOUNT_MESSAGES.phoneTaken);
    const account: MockAccount = {
      username: input.username,
      password: '',
      phone: input.phone ?? '',
      email: input.email,
      roles: [input.role],
      orgName: input.orgName,
      userType: null,
      status: 'approved',
    };
    accounts.push(account);
    const extra = extraOf(state, account);
    extra.createdAt = new Date().toISOString();
    issueLink(state, account);
    recordMockAudit(
      caller,
      'account.create',
      `创建${ROLE_LABELS[input.role]}账号 ${input.username}（${input.orgName}），设置密码链接已发往 ${input.email}`,
      `user:${extra.id}`,
      input.orgName,
    );
    return ok({ id: extra.id }, '账号已创建，设置密码链接已发送到其邮箱');
  }),

  http.post(api(API.adminUsersStatus), async ({ request }) => {
    const caller = callerOf(request, API.adminUsersStatus);
    if (caller instanceof Response) return caller;
    const parsed = parseOr(accountStatusSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const state = stateOf(mockDb.current);
    const account = accountById(state, parsed.data.id);
    if (!account) return fail(ApiCode.NOT_FOUND, ACCOUNT_MESSAGES.notFound);
    const { status } = parsed.data;
    const done = status === 'disabled' ? '停用' : '启用';
    if (account.status === status) return ok(toAccount(state, account), `账号已是${done}状态`);
    const refusal = statusChangeRefusal(account.status, status);
    if (refusal) return fail(ApiCode.VALIDATION, refusal);
    const usableAdmins = mockDb.current.accounts.filter(
      (other) => other !== account && other.roles.includes('admin') && other.status === 'approved' && other.password,
    );
    if (status === 'disabled' && account.roles.includes('admin') && usableAdmins.length === 0)
      return fail(ApiCode.VALIDATION, ACCOUNT_MESSAGES.lastAdmin);
    account.status = status;
    if (status === 'disabled')
      for (const [token, username] of mockDb.current.sessions)
        if (username === account.username) mockDb.current.sessions.delete(token);
    const id = extraOf(state, account).id;
    recordMockAudit(
      caller,
      status === 'disabled' ? 'account.disable' : 'account.enable',
      `${done}${ROLE_LABELS[roleOf(account)]}账号 ${account.username}（${account.orgName}）${status === 'disabled' ? '，其登录会话已全部结束' : ''}`,
      `user:${id}`,
      account.orgName,
    );
    return ok(toAccount(state, account), `账号已${done}`);
  }),

  http.post(api(API.adminUsersReset), async ({ request }) => {
    const caller = callerOf(request, API.adminUsersReset);
    if (caller instanceof Response) return caller;
    const parsed = parseOr(accountResetSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const state = stateOf(mockDb.current);
    const account = accountById(state, parsed.data.id);
    if (!account) return fail(ApiCode.NOT_FOUND, ACCOUNT_MESSAGES.notFound);
    if (account.status !== 'approved') return fail(ApiCode.VALIDATION, '该账号未启用，不能发送设置密码链接');
    if (!account.email) return fail(ApiCode.VALIDATION, ACCOUNT_MESSAGES.noEmail);
    issueLink(state, account);
    recordMockAudit(
      caller,
      'account.resetLink',
      `向账号 ${account.username}（${account.orgName}）的邮箱 ${account.email} 发送设置密码链接，之前的链接已失效`,
      `user:${extraOf(state, account).id}`,
      account.orgName,
    );
    return ok(undefined, '设置密码链接已发送到该账号的邮箱');
  }),

  http.post(api(API.userActivate), async ({ request }) => {
    const parsed = parseOr(activateSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const state = stateOf(mockDb.current);
    const link = state.links.get(parsed.data.token);
    if (!link) return fail(ApiCode.BAD_CODE, ACCOUNT_MESSAGES.linkInvalid);
    if (link.used) return fail(ApiCode.BAD_CODE, ACCOUNT_MESSAGES.linkUsed);
    if (link.expiresAt <= Date.now()) return fail(ApiCode.BAD_CODE, ACCOUNT_MESSAGES.linkExpired);
    const account = mockDb.current.accounts.find((candidate) => candidate.username === link.username);
    if (!account || account.status !== 'approved') return fail(ApiCode.ACCOUNT_STATE, ACCOUNT_MESSAGES.disabled);
    if (MOCK_COMMON_PASSWORDS.includes(parsed.data.password)) return fail(ApiCode.VALIDATION, WEAK_PASSWORD_MESSAGE);
    link.used = true;
    account.password = parsed.data.password;
    for (const [token, username] of mockDb.current.sessions)
      if (username === account.username) mockDb.current.sessions.delete(token);
    recordMockAudit(
      { ...account, id: extraOf(state, account).id },
      'account.activate',
      '通过邮件链接设置密码，账号已激活',
      `user:${extraOf(state, account).id}`,
      account.orgName,
    );
    return ok(undefined, '密码设置成功，请使用新密码登录');
  }),
];
