import { http } from 'msw';
import { mayAccess, REVIEWERS } from '../../contracts/access';
import { accountResetSchema } from '../../contracts/accounts';
import {
  RECOVERY_CODE_COUNT,
  SIGN_IN_CODE_SENT,
  signInCodeSchema,
  TOTP_MESSAGES,
  totpEnableSchema,
  totpPolicySchema,
} from '../../contracts/auth';
import { ApiCode } from '../../contracts/codes';
import { API } from '../../contracts/paths';
import { mockDb, type MockAccount } from '../db';
import { totpStateOf as stateOf } from './totp-state';
import { api, fail, ok, parseOr } from '../respond';
import { mockAccountById } from './accounts';
import { recordMockAudit } from './audit';
import { callerOf, MOCK_CODE } from './auth';

const isStaff = (account: MockAccount) => mayAccess(account.roles, REVIEWERS);

export const totpHandlers = [
  http.post(api(API.loginCode), async ({ request }) => {
    const parsed = parseOr(signInCodeSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    return ok(undefined, SIGN_IN_CODE_SENT);
  }),
  http.get(api(API.totpStatus), ({ request }) => {
    const account = callerOf(request, API.totpStatus);
    if (account instanceof Response) return account;
    const state = stateOf(mockDb.current);
    return ok({
      available: isStaff(account),
      enrolled: state.enrolled.has(account.username),
      required: isStaff(account) && state.required,
      recoveryLeft: state.recovery.get(account.username)?.size ?? 0,
    });
  }),
  http.post(api(API.totpSetup), ({ request }) => {
    const account = callerOf(request, API.totpSetup);
    if (account instanceof Response) return account;
    stateOf(mockDb.current).pending.add(account.username);
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    return ok({
      secret,
      otpauthUrl: `otpauth://totp/${encodeURIComponent('星桥链数')}:${account.username}?issuer=${encodeURIComponent('星桥链数')}&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    });
  }),
  http.post(api(API.totpEnable), async ({ request }) => {
    const account = callerOf(request, API.totpEnable);
    if (account instanceof Response) return account;
    const parsed = parseOr(totpEnableSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const state = stateOf(mockDb.current);
    if (!state.pending.has(account.username)) return fail(ApiCode.VALIDATION, TOTP_MESSAGES.noSetup);
    if (parsed.data.code !== MOCK_CODE) return fail(ApiCode.BAD_CODE, TOTP_MESSAGES.wrongCode);
    state.pending.delete(account.username);
    state.enrolled.add(account.username);
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, (_, index) => `mock${index}-code${index}`);
    state.recovery.set(account.username, new Set(recoveryCodes));
    recordMockAudit(
      account,
      'account.totpEnable',
      `启用了两步验证（身份验证器），生成 ${RECOVERY_CODE_COUNT} 个恢复码（其他会话已结束）`,
    );
    return ok({ recoveryCodes }, '两步验证已启用，请妥善保存恢复码');
  }),
  http.get(api(API.adminTotpPolicy), ({ request }) => {
    const account = callerOf(request, API.adminTotpPolicy);
    if (account instanceof Response) return account;
    return ok({ required: stateOf(mockDb.current).required });
  }),
  http.post(api(API.adminTotpPolicy), async ({ request }) => {
    const account = callerOf(request, API.adminTotpPolicy);
    if (account instanceof Response) return account;
    const parsed = parseOr(totpPolicySchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const { required } = parsed.data;
    stateOf(mockDb.current).required = required;
    recordMockAudit(
      account,
      'security.totpPolicy',
      required ? '要求所有管理员与审核员账号使用两步验证登录' : '取消了管理员与审核员账号必须使用两步验证的要求',
    );
    return ok({ required }, required ? '已要求所有管理员与审核员使用两步验证' : '已取消两步验证要求');
  }),
  http.post(api(API.adminUsersTotpReset), async ({ request }) => {
    const caller = callerOf(request, API.adminUsersTotpReset);
    if (caller instanceof Response) return caller;
    const parsed = parseOr(accountResetSchema, await request.json());
    if ('response' in parsed) return parsed.response;
    const account = mockAccountById(parsed.data.id);
    if (!account) return fail(ApiCode.NOT_FOUND, TOTP_MESSAGES.accountNotFound);
    const state = stateOf(mockDb.current);
    if (!state.enrolled.has(account.username) && !state.pending.has(account.username))
      return fail(ApiCode.VALIDATION, TOTP_MESSAGES.notEnrolled);
    state.enrolled.delete(account.username);
    state.pending.delete(account.username);
    state.recovery.delete(account.username);
    for (const [token, username] of mockDb.current.sessions)
      if (username === account.username) mockDb.current.sessions.delete(token);
    recordMockAudit(
      caller,
      'account.totpReset',
      `重置了账号 ${account.username} 的两步验证（身份验证器与恢复码已作废，其登录会话已全部结束）`,
      `user:${parsed.data.id}`,
      account.orgName,
    );
    return ok(undefined, '该账号的两步验证已重置');
  }),
];
