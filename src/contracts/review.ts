import { z } from 'zod';
import { ACCOUNT_STATUSES, USER_TYPES } from './auth';
import { keywordsQuery, pagingQuery, ID_TOO_LARGE, MAX_ID } from './envelope';
import { attachmentSchema } from './register';

/** GET /portal/review/list */
export const reviewListQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected'], { error: '状态只能是 pending、approved 或 rejected' }).optional(),
  userType: z.coerce
    .number({ error: '注册类型必须是数字' })
    .int()
    .refine((value) => (USER_TYPES as readonly number[]).includes(value), '注册类型只能是 1、2 或 3')
    .optional(),
  keywords: keywordsQuery,
  ...pagingQuery,
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

export const registrationSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  orgName: z.string(),
  userType: z.number().int(),
  phone: z.string(),
  email: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type RegistrationSummary = z.infer<typeof registrationSummarySchema>;

export const reviewListSchema = z.object({
  list: z.array(registrationSummarySchema),
  total: z.number().int(),
  counts: z.object({ pending: z.number(), approved: z.number(), rejected: z.number() }),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

export const registrationDetailSchema = registrationSummarySchema.extend({
  orgType: z.string(),
  orgTypeLabel: z.string(),
  property: z.string().nullable(),
  propertyLabel: z.string().nullable(),
  scale: z.string().nullable(),
  scaleLabel: z.string().nullable(),
  principalName: z.string(),
  address: z.string(),
  orgCode: z.string(),
  attachList: z.array(attachmentSchema),
  reviewReason: z.string().nullable(),
  reviewerName: z.string().nullable(),
});
export type RegistrationDetail = z.infer<typeof registrationDetailSchema>;

export const idQuerySchema = z.object({
  id: z.coerce
    .number({ error: '编号必须是数字' })
    .int('编号必须是整数')
    .positive('编号必须是正整数')
    .max(MAX_ID, ID_TOO_LARGE),
});

/** POST /portal/review/decide */
export const reviewDecideSchema = z
  .object({
    id: z.number({ error: '编号必须是数字' }).int().positive().max(MAX_ID, ID_TOO_LARGE),
    decision: z.enum(['approve', 'reject'], { error: '审核结果只能是 approve 或 reject' }),
    reason: z.string().trim().max(500, '驳回原因最多 500 个字符').default(''),
  })
  .refine((value) => value.decision === 'approve' || value.reason.length > 0, {
    message: '请填写驳回原因',
    path: ['reason'],
  });
export type ReviewDecidePayload = z.input<typeof reviewDecideSchema>;
