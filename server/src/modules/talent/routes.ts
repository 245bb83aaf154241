import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '#contracts/envelope';
import { API } from '#contracts/paths';
import { idQuerySchema, reviewDecideSchema } from '#contracts/review';
import {
  savedIdSchema,
  talentDetailSchema,
  talentDraftSchema,
  talentListQuerySchema,
  talentListSchema,
  talentSubmitSchema,
} from '#contracts/talent';
import { envelopeSchema } from '#contracts/envelope';
import type { AppContext } from '../../context';
import { ok, okEmpty } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { actorOf } from '../audit/service';
import { decideTalent, listTalents, saveTalent, talentDetail } from './service';

/** Talent filings of an organisation (enterprise, institution, school; admin sees all) and their review. */
export function talentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(API.talentList, {
    schema: {
      tags: ['talent'],
      summary: '本单位的人才登记列表（身份证号码脱敏；管理员可见全部）',
      querystring: talentListQuerySchema,
      response: { 200: envelopeOf(talentListSchema) },
    },
    handler: async (request) => ok(await listTalents(ctx, currentUser(request), request.query, 'own')),
  });

  api.get(API.talentDetail, {
    schema: {
      tags: ['talent'],
      summary: '人才登记详情（本单位的登记；审核人员可见已提交的登记）',
      querystring: idQuerySchema,
      response: { 200: envelopeOf(talentDetailSchema) },
    },
    handler: async (request) => ok(await talentDetail(ctx, currentUser(request), request.query.id)),
  });

  api.post(API.talentSave, {
    schema: {
      tags: ['talent'],
      summary: '保存草稿（新建，或修改草稿 / 已驳回的登记；只需填写姓名）',
      body: talentDraftSchema,
      response: { 200: envelopeOf(savedIdSchema) },
    },
    handler: async (request) =>
      ok({ id: await saveTalent(ctx, currentUser(request), request.body, 'draft') }, '草稿已保存'),
  });

  api.post(API.talentSubmit, {
    schema: {
      tags: ['talent'],
      summary: '提交审核（校验全部规则：身份证校验码、出生日期一致等）',
      body: talentSubmitSchema,
      response: { 200: envelopeOf(savedIdSchema) },
    },
    handler: async (request) =>
      ok({ id: await saveTalent(ctx, currentUser(request), request.body, 'submit') }, '已提交，请等待管理单位审核'),
  });

  api.get(API.talentReviewList, {
    schema: {
      tags: ['talent'],
      summary: '人才登记审核列表（已提交的登记）',
      querystring: talentListQuerySchema,
      response: { 200: envelopeOf(talentListSchema) },
    },
    handler: async (request) => ok(await listTalents(ctx, currentUser(request), request.query, 'review')),
  });

  api.post(API.talentReviewDecide, {
    schema: {
      tags: ['talent'],
      summary: '人才登记审核：通过或驳回（驳回需填写原因）',
      body: reviewDecideSchema,
      response: { 200: envelopeSchema },
    },
    handler: async (request) => {
      await decideTalent(ctx, actorOf(request), request.body);
      return okEmpty(request.body.decision === 'approve' ? '已通过该人才登记' : '已驳回该人才登记');
    },
  });
}
