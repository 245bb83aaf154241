import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountResetSchema } from '#contracts/accounts';
import {
  changePasswordSchema,
  forgetResetSchema,
  loginResultSchema,
  loginSchema,
  SIGN_IN_CODE_SENT,
  signInCodeSchema,
  totpEnableResultSchema,
  totpEnableSchema,
  totpPolicySchema,
  totpSetupSchema,
  totpStatusSchema,
  userDataSchema,
  userInfoSchema,
} from '#contracts/auth';
import { envelopeOf, envelopeSchema } from '#contracts/envelope';
import { API } from '#contracts/paths';
import type { AppContext } from '../../context';
import { sha256 } from '../../lib/crypto';
import { ok, okEmpty } from '../../lib/errors';
import { currentUser, tokenOf } from '../../plugins/auth';
import { changePassword, login, logout, resetPassword, userData, userInfo } from './service';
import { clientIp } from '../../plugins/client-ip';
import { actorOf } from '../audit/service';
import { sendSignInCode } from '../codes/service';
import {
  confirmEnrolment,
  resetTotp,
  setStaffTotpRequired,
  staffTotpRequired,
  startEnrolment,
  totpStatus,
} from './totp';

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(API.login, {
    schema: {
      tags: ['auth'],
      summary: '登录：账号密码，或手机号验证码',
      body: loginSchema,
      response: { 200: envelopeOf(loginResultSchema) },
    },
    config: { rateLimit: { max: ctx.config.rateLimits.loginPerMin, timeWindow: 60_000 } },
    handler: async (request) => ok({ token: await login(ctx, request.body, clientIp(request)) }, '登录成功'),
  });

  api.post(API.logout, {
    schema: {
      tags: ['auth'],
      summary: '退出登录（删除会话）',
      response: { 200: envelopeSchema },
    },
    handler: async (request) => {
      const token = tokenOf(request);
      if (token) await logout(ctx, sha256(token));
      return okEmpty('退出成功');
    },
  });

  api.get(API.userInfo, {
    schema: {
      tags: ['auth'],
      summary: '当前用户信息与角色（令牌只在 Authorization 头中）',
      response: { 200: envelopeOf(userInfoSchema) },
    },
    handler: async (request) => ok(await userInfo(ctx, currentUser(request))),
  });

  api.get(API.userData, {
    schema: {
      tags: ['auth'],
      summary: '当前用户资料',
      response: { 200: envelopeOf(userDataSchema) },
    },
    handler: async (request) => ok(await userData(ctx, currentUser(request))),
  });

  api.post(API.changePassword, {
    schema: { tags: ['auth'], summary: '修改密码', body: changePasswordSchema, response: { 200: envelopeSchema } },
    config: { rateLimit: { max: ctx.config.rateLimits.loginPerMin, timeWindow: 60_000 } },
    handler: async (request) => {
      await changePassword(
        ctx,
        currentUser(request),
        request.body.oldPassword,
        request.body.password,
        clientIp(request),
      );
      return okEmpty('密码修改成功');
    },
  });

  api.post(API.forgetReset, {
    schema: {
      tags: ['auth'],
      summary: '通过邮箱验证码重置密码',
      body: forgetResetSchema,
      response: { 200: envelopeSchema },
    },
    config: { rateLimit: { max: ctx.config.rateLimits.loginPerMin, timeWindow: 60_000 } },
    handler: async (request) => {
      await resetPassword(ctx, request.body.email, request.body.msgCode, request.body.password, clientIp(request));
      return okEmpty('密码重置成功，请使用新密码登录');
    },
  });

  api.post(API.loginCode, {
    schema: {
      tags: ['auth'],
      summary:
        '发送登录验证码：账号 24 小时内登录失败 20 次后，账号密码登录还需此验证码（发往账号绑定的邮箱，无邮箱时发往手机）。不存在的账号得到同样的回答',
      body: signInCodeSchema,
      response: { 200: envelopeSchema },
    },
    config: { rateLimit: { max: ctx.config.rateLimits.codesPerMin, timeWindow: 60_000 } },
    handler: async (request) => {
      await sendSignInCode(ctx, request.body.username);
      return okEmpty(SIGN_IN_CODE_SENT);
    },
  });

  api.get(API.totpStatus, {
    schema: { tags: ['auth'], summary: '两步验证状态', response: { 200: envelopeOf(totpStatusSchema) } },
    handler: async (request) => ok(await totpStatus(ctx, currentUser(request))),
  });

  api.post(API.totpSetup, {
    schema: {
      tags: ['auth'],
      summary: '开始绑定身份验证器（管理员、审核员）：返回新的密钥与 otpauth 地址，输入动态码确认后才生效',
      response: { 200: envelopeOf(totpSetupSchema) },
    },
    handler: async (request) => ok(await startEnrolment(ctx, currentUser(request))),
  });

  api.post(API.totpEnable, {
    schema: {
      tags: ['auth'],
      summary: '确认绑定身份验证器：返回 10 个一次性恢复码（只显示这一次），其他会话随即结束',
      body: totpEnableSchema,
      response: { 200: envelopeOf(totpEnableResultSchema) },
    },
    config: { rateLimit: { max: ctx.config.rateLimits.loginPerMin, timeWindow: 60_000 } },
    handler: async (request) =>
      ok(
        await confirmEnrolment(ctx, currentUser(request), request.body.code, clientIp(request)),
        '两步验证已启用，请妥善保存恢复码',
      ),
  });

  api.get(API.adminTotpPolicy, {
    schema: {
      tags: ['auth'],
      summary: '是否要求所有管理员与审核员使用两步验证',
      response: { 200: envelopeOf(totpPolicySchema) },
    },
    handler: async () => ok({ required: await staffTotpRequired(ctx.db) }),
  });

  api.post(API.adminTotpPolicy, {
    schema: {
      tags: ['auth'],
      summary: '要求（或不再要求）所有管理员与审核员使用两步验证（管理员，记入操作日志）',
      body: totpPolicySchema,
      response: { 200: envelopeOf(totpPolicySchema) },
    },
    handler: async (request) => {
      await setStaffTotpRequired(ctx, actorOf(request), request.body.required);
      return ok(
        { required: request.body.required },
        request.body.required ? '已要求所有管理员与审核员使用两步验证' : '已取消两步验证要求',
      );
    },
  });

  api.post(API.adminUsersTotpReset, {
    schema: {
      tags: ['auth'],
      summary: '重置账号的两步验证（管理员，记入操作日志）：身份验证器与恢复码作废，该账号的会话全部结束',
      body: accountResetSchema,
      response: { 200: envelopeSchema },
    },
    handler: async (request) => {
      await resetTotp(ctx, actorOf(request), request.body.id);
      return okEmpty('该账号的两步验证已重置');
    },
  });
}
