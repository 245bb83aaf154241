import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailCodeSchema, smsSendSchema } from '#contracts/auth';
import { envelopeSchema } from '#contracts/envelope';
import { API } from '#contracts/paths';
import type { AppContext } from '../../context';
import { okEmpty } from '../../lib/errors';
import { sendRegisterEmailCode, sendResetEmailCode, sendSmsCode } from './service';

export function codeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: ctx.config.rateLimits.codesPerMin, timeWindow: 60_000 };

  api.post(API.smsSend, {
    schema: {
      tags: ['codes'],
      summary: '发送登录短信验证码（type 2；注册使用邮箱验证码）。未注册的手机号得到同样的回答，但不发送短信',
      body: smsSendSchema,
      response: { 200: envelopeSchema },
    },
    config: { rateLimit },
    handler: async (request) => {
      await sendSmsCode(ctx, request.body.phone);
      return okEmpty('发送成功');
    },
  });

  api.post(API.emailSend, {
    schema: {
      tags: ['codes'],
      summary: '发送注册邮箱验证码（已注册的邮箱得到同样的回答，邮件改为提示已注册）',
      body: emailCodeSchema,
      response: { 200: envelopeSchema },
    },
    config: { rateLimit },
    handler: async (request) => {
      await sendRegisterEmailCode(ctx, request.body.email);
      return okEmpty('发送成功');
    },
  });

  api.post(API.forgetCode, {
    schema: {
      tags: ['codes'],
      summary: '发送找回密码邮箱验证码（未注册的邮箱得到同样的回答，邮件改为提示未注册）',
      body: emailCodeSchema,
      response: { 200: envelopeSchema },
    },
    config: { rateLimit },
    handler: async (request) => {
      await sendResetEmailCode(ctx, request.body.email);
      return okEmpty('邮件已发送至您的邮箱，请查收');
    },
  });
}
