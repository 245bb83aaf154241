import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountCreateResultSchema,
  accountCreateSchema,
  accountListQuerySchema,
  accountListSchema,
  accountResetSchema,
  accountSchema,
  accountStatusSchema,
  activateSchema,
} from '#contracts/accounts';
import { envelopeOf, envelopeSchema } from '#contracts/envelope';
import { API } from '#contracts/paths';
import type { AppContext } from '../../context';
import { ok, okEmpty } from '../../lib/errors';
import { clientIp } from '../../plugins/client-ip';
import { actorOf } from '../audit/service';
import { activateAccount, createAccount, linkOrigin, listAccounts, sendResetLink, setAccountStatus } from './service';

export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(API.adminUsersList, {
    schema: {
      tags: ['accounts'],
      summary: '账号列表（管理员）：管理员、审核员与各单位账号，按角色、状态、关键词筛选',
      querystring: accountListQuerySchema,
      response: { 200: envelopeOf(accountListSchema) },
    },
    handler: async (request) => ok(await listAccounts(ctx, request.query)),
  });

  api.post(API.adminUsersCreate, {
    schema: {
      tags: ['accounts'],
      summary: '创建审核员或管理员账号（管理员）：不设密码，向其邮箱发送 24 小时内有效、只能使用一次的设置密码链接',
      body: accountCreateSchema,
      response: { 200: envelopeOf(accountCreateResultSchema) },
    },
    handler: async (request) => {
      const id = await createAccount(ctx, actorOf(request), request.body, linkOrigin(ctx, request));
      return ok({ id }, '账号已创建，设置密码链接已发送到其邮箱');
    },
  });

  api.post(API.adminUsersStatus, {
    schema: {
      tags: ['accounts'],
      summary: '启用或停用账号（管理员）：停用立即结束该账号的全部会话；不能停用最后一个可用的管理员',
      body: accountStatusSchema,
      response: { 200: envelopeOf(accountSchema) },
    },
    handler: async (request) => {
      const { account, changed } = await setAccountStatus(ctx, actorOf(request), request.body);
      const done = request.body.status === 'disabled' ? '停用' : '启用';
      return ok(account, changed ? `账号已${done}` : `账号已是${done}状态`);
    },
  });

  api.post(API.adminUsersReset, {
    schema: {
      tags: ['accounts'],
      summary: '发送设置密码链接（管理员）：之前未使用的链接随即失效',
      body: accountResetSchema,
      response: { 200: envelopeSchema },
    },
    handler: async (request) => {
      await sendResetLink(ctx, actorOf(request), request.body.id, linkOrigin(ctx, request));
      return okEmpty('设置密码链接已发送到该账号的邮箱');
    },
  });

  api.post(API.userActivate, {
    schema: {
      tags: ['accounts'],
      summary: '通过邮件中的链接设置密码（激活账号或重置密码）：链接只能使用一次，24 小时内有效',
      body: activateSchema,
      response: { 200: envelopeSchema },
    },
    config: { rateLimit: { max: ctx.config.rateLimits.loginPerMin, timeWindow: 60_000 } },
    handler: async (request) => {
      await activateAccount(ctx, request.body.token, request.body.password, clientIp(request));
      return okEmpty('密码设置成功，请使用新密码登录');
    },
  });
}
