import { http } from 'msw';
import {
  changePasswordSchema,
  emailCodeSchema,
  forgetResetSchema,
  loginByPasswordSchema,
  WEAK_PASSWORD_MESSAGE,
  loginByPhoneSchema,
  smsSendSchema,
} from '../../contracts/auth';
import { API_MESSAGES } from '../../contracts/api-messages';
import { ACCESS, mayAccess, type ApiPath } from '../../contracts/access';
import { ApiCode } from '../../contracts/codes';
import { API } from '../../contracts/paths';
import { registerSchema } from '../../contracts/register';
import { mockDb, type MockAccount } from '../db';
import { api, fail, ok, parseOr } from '../respond';
import { mockSecondFactor, mockTotpEnrolled } from './totp-state';

/** In mocks every code is 123456 so a person can try the flows by hand. */
export const MOCK_CODE = '123456';

/**
 * The server refuses common passwords with zxcvbn-ts (D10), which stays out of the browser bundle: the mocks refuse
 * a few well-known ones with the same message.
 */
export const MOCK_COMMON_PASSWORDS = ['abc123', 'Aa123456', 'Password1', 'qwer1234', 'woaini1314'];
const commonPassword = (password: string) =>
  MOCK_COMMON_PASSWORDS.includes(password) ? fail(ApiCode.VALIDATION, WEAK_PASSWORD_MESSAGE) : undefined;

export function bearerOf(request: Request): string | undefined {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

export function accountOf(request: Request): MockAccount | undefined {
  const token = bearerOf(request);
  const username = token ? mockDb.current.sessions.get(token) : undefined;
  return mockDb.current.accounts.find((account) => account.username === username);
}

/** As the server's guards: the caller of a path the access table restricts, or the 10004 / 10005 answer. */
export function callerOf(request: Request, path: ApiPath): MockAccount | Response {
  const account = accountOf(request);
  if (!account) return fail(ApiCode.SESSION_EXPIRED, API_MESSAGES.sessionExpired);
  if (!mayAccess(account.roles, ACCESS[path])) return fail(ApiCode.FORBIDDEN, API_MESSAGES.forbidden);
  return account;
}

function startSession(account: MockAccount) {
  if (account.status === 'pending') return fail(ApiCode.ACCOUNT_STATE, '您的账号正在审核中，请耐心等待');
  if (account.status === 'rejected') return fail(ApiCode.ACCOUNT_STATE, '您的注册申请未通过审核');
  if (account.status === 'disabled') return fail(ApiCode.ACCOUNT_STATE, '账号已停用，请联系管理单位');
  const token = `mock-${account.username}-${Math.random().toString(36).slice(2)}`;
  mockDb.current.sessions.set(token, account.username);
  return ok({ token }, '登录成功');
}

export const authHandlers = [
  http.post(api(API.login), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    if ('phone' in body) {
      const parsed = parseOr(loginByPhoneSchema, body);
      if ('response' in parsed) return parsed.response;
      const account = mockDb.current.accounts.find((candidate) => candidate.phone === parsed.data.phone);
      if (!account || parsed.data.code !== MOCK_CODE) return fail(ApiCode.BAD_CODE, '验证码错误或已过期');
      return startSession(account);
    }
    const parsed = parseOr(loginByPasswordSchema, body);
    if ('response' in parsed) return parsed.response;
    const account = mockDb.current.accounts.find((candidate) => candidate.username === parsed.data.username);
    if (!account || account.password !== parsed.data.password) return fail(ApiCode.BAD_CREDENTIALS, '账号或密码错误');
    if (mockTotpEnrolled(account)) {
      if (!parsed.data.otp) return fail(ApiCode.TOTP_REQUIRED, '请输入身份验证器中的 6 位动态码（或一个恢复码）');
      if (!mockSecondFactor(account, parsed.data.otp, MOCK_CODE)) return fail(ApiCode.BAD_CODE, '动态码或恢复码错误');
    }
    return startSession(account);
  }),
  http.post(api(API.logout), ({ request }) => {
    const token = bearerOf(request);
    if (token) mockDb.current.sessions.delete(token);
    return ok(undefined, '退出成功');
  }),
  http.get(api(API.userInfo), ({ request }) => {
    const account = callerOf(request, API.userInfo);
    if (account instanceof Response) return account;
    return ok({ roles: account.roles, username: account.username, avatar: '', introduction: account.orgName });
  }),
  http.get(api(API.userData), ({ request }) => {
    const account = callerOf(request, API.userData);
    if (account instanceof Response) return account;
    return ok({
      username: account.username,
      email: account.email,
      phone: account.phone,
      orgName: account.orgName,
      userType: account.userType,
      status: account.status,
      roles: account.roles,
      createdAt: '2026-10-08 10:00:00',
    });
  }),
  http.post(api(API.changePassword), async ({ request }) => {
    const account = callerOf(request, API.changePassword);
    if (account instanceof Response) return account;
    const parsed = parseOr(changePasswordSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const refused = commonPassword(parsed.data.password);
    if (refused) return refused;
    if (parsed.data.oldPassword !== account.password) return fail(ApiCode.BAD_CREDENTIALS, '原密码错误');
    account.password = parsed.data.password;
    return ok(undefined, '密码修改成功');
  }),
  http.post(api(API.smsSend), async ({ request }) => {
    const parsed = parseOr(smsSendSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    return ok(undefined, '发送成功');
  }),
  http.post(api(API.emailSend), async ({ request }) => {
    const parsed = parseOr(emailCodeSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    return ok(undefined, '发送成功');
  }),
  http.post(api(API.forgetCode), async ({ request }) => {
    const parsed = parseOr(emailCodeSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    return ok(undefined, '邮件已发送至您的邮箱，请查收');
  }),
  http.post(api(API.forgetReset), async ({ request }) => {
    const parsed = parseOr(forgetResetSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const refused = commonPassword(parsed.data.password);
    if (refused) return refused;
    if (parsed.data.msgCode !== MOCK_CODE) return fail(ApiCode.BAD_CODE, '验证码错误或已过期');
    const account = mockDb.current.accounts.find((candidate) => candidate.email === parsed.data.email);
    if (account) account.password = parsed.data.password;
    return ok(undefined, '密码重置成功，请使用新密码登录');
  }),
  http.post(api(API.register), async ({ request }) => {
    const parsed = parseOr(registerSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const payload = parsed.data;
    const refused = commonPassword(payload.password);
    if (refused) return refused;
    if (payload.msgCode !== MOCK_CODE) return fail(ApiCode.BAD_CODE, '验证码错误或已过期');
    const taken = mockDb.current.accounts.find(
      (account) =>
        account.username === payload.username || account.phone === payload.phone || account.email === payload.email,
    );
    if (taken) return fail(ApiCode.DUPLICATE, '该账号、手机号或邮箱已注册');
    mockDb.current.accounts.push({
      username: payload.username,
      password: payload.password,
      phone: payload.phone,
      email: payload.email,
      roles: [['enterprise', 'institution', 'school'][payload.userType - 1]],
      orgName: payload.orgName,
      userType: payload.userType,
      status: 'pending',
    });
    return ok(undefined, '您的注册信息已提交成功，请等待管理单位审核！');
  }),
];
