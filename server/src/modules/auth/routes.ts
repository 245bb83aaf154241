import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  forgetResetSchema,
  loginResultSchema,
  loginSchema,
  userDataSchema,
  userInfoSchema,
} from '../../../../src/contracts/auth';
import { envelopeOf, envelopeSchema } from '../../../../src/contracts/envelope';
import { API } from '../../../../src/contracts/paths';
import type { AppContext } from '../../context';
import { sha256 } from '../../lib/crypto';
import { ok, okEmpty } from '../../lib/errors';
import { currentUser, tokenOf } from '../../plugins/auth';
import { changePassword, login, logout, resetPassword, userData, userInfo } from './service';
import { clientIp } from '../../plugins/client-ip';

/** SPEC §7: user info also takes the token as ?token= (the only route that does, plugins/auth.ts). */
const tokenQuery = z.object({ token: z.string().max(200).optional() });

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
      summary: '当前用户信息与角色',
      querystring: tokenQuery,
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
}
