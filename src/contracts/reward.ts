import { z } from 'zod';
import { cappedTotalFields, pagingQuery, searchKeywordsQuery, ID_TOO_LARGE, MAX_ID } from './envelope';
import { hashSchema } from './chain';
import { attachmentSchema } from './register';
import { TALENT_KINDS } from './talent';

/** Reward applications: an approved organisation applies for a subsidy for one of its approved talents. */

/** Dictionary 7: reward type, with the cap of one application in fen (amounts are stored in fen). */
export const REWARD_TYPES = [
  { code: 'settle', value: '安家补贴', capFen: 30_000_000 },
  { code: 'living', value: '生活补贴', capFen: 6_000_000 },
  { code: 'rent', value: '租房补贴', capFen: 3_600_000 },
  { code: 'award', value: '人才奖励', capFen: 50_000_000 },
] as const;
export type RewardType = (typeof REWARD_TYPES)[number]['code'];
const REWARD_CODES = REWARD_TYPES.map((item) => item.code) as [RewardType, ...RewardType[]];
export function rewardTypeOf(code: string) {
  return REWARD_TYPES.find((item) => item.code === code);
}

export const REWARD_LIMITS = { files: 9, applyReason: 1000 } as const;

export const REWARD_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

export const REWARD_MESSAGES = {
  talentRequired: '请选择申报人才',
  typeRequired: '请选择奖励类型',
  amountRequired: '请输入申请金额',
  amountRule: '请输入正确的金额',
  amountPositive: '申请金额必须大于 0',
  amountDecimals: '申请金额最多保留两位小数',
  reasonRequired: '请填写申请理由',
  reasonMax: '申请理由最多 1000 个字符',
  filesRequired: '请上传申报材料',
} as const;

/** 12345 fen → '123.45' */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '123.4' → 12340 fen, exactly (no floating point); null when the text is not a plain amount. */
export function yuanToFen(amount: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function capMessage(capFen: number): string {
  return `申请金额不能超过 ${formatFen(capFen)} 元`;
}

/** Reasons an amount (yuan, as typed) is not acceptable for a reward type, or null. */
export function amountIssue(amount: string, rewardType: string): string | null {
  const text = amount.trim();
  if (!text) return REWARD_MESSAGES.amountRequired;
  if (/^\d+\.\d{3,}$/.test(text)) return REWARD_MESSAGES.amountDecimals;
  const fen = yuanToFen(text);
  if (fen === null) return REWARD_MESSAGES.amountRule;
  if (fen <= 0) return REWARD_MESSAGES.amountPositive;
  const type = rewardTypeOf(rewardType);
  if (type && fen > type.capFen) return capMessage(type.capFen);
  return null;
}

/** POST /portal/reward/create: applies at once (pending); amount in yuan as text, e.g. '12000.50'. */
export const rewardCreateSchema = z
  .object({
    talentId: z
      .number({ error: REWARD_MESSAGES.talentRequired })
      .int()
      .positive(REWARD_MESSAGES.talentRequired)
      .max(MAX_ID, ID_TOO_LARGE),
    rewardType: z.enum(REWARD_CODES, { error: REWARD_MESSAGES.typeRequired }),
    amount: z.union([z.string(), z.number()], { error: REWARD_MESSAGES.amountRequired }).transform(String),
    applyReason: z
      .string({ error: REWARD_MESSAGES.reasonRequired })
      .trim()
      .min(1, REWARD_MESSAGES.reasonRequired)
      .max(REWARD_LIMITS.applyReason, REWARD_MESSAGES.reasonMax),
    attachments: z
      .array(attachmentSchema)
      .min(1, REWARD_MESSAGES.filesRequired)
      .max(REWARD_LIMITS.files, `附件最多 ${REWARD_LIMITS.files} 个`),
  })
  .superRefine((value, ctx) => {
    const issue = amountIssue(value.amount, value.rewardType);
    if (issue) ctx.addIssue({ code: 'custom', path: ['amount'], message: issue });
  });
export type RewardCreatePayload = z.input<typeof rewardCreateSchema>;

export const rewardListQuerySchema = z.object({
  status: z.enum(REWARD_STATUSES, { error: '状态只能是 pending、approved 或 rejected' }).optional(),
  rewardType: z.enum(REWARD_CODES, { error: '奖励类型不正确' }).optional(),
  keywords: searchKeywordsQuery,
  ...pagingQuery,
});
export type RewardListQuery = z.input<typeof rewardListQuerySchema>;

export const rewardApplicationSchema = z.object({
  id: z.number().int(),
  talentId: z.number().int(),
  talentName: z.string(),
  talentKind: z.enum(TALENT_KINDS),
  /** Masked. */
  idCard: z.string(),
  rewardType: z.enum(REWARD_CODES),
  amountFen: z.number().int(),
  amount: z.string(),
  applyReason: z.string(),
  attachments: z.array(attachmentSchema),
  status: z.enum(REWARD_STATUSES),
  orgName: z.string(),
  reviewReason: z.string().nullable(),
  reviewerName: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** D9: the application's ledger transaction, and once approved the approval's (as on a talent filing). */
  submitTxHash: hashSchema.nullable(),
  txHash: hashSchema.nullable(),
});
export type RewardApplication = z.infer<typeof rewardApplicationSchema>;
export const rewardListSchema = z.object({
  list: z.array(rewardApplicationSchema),
  total: z.number().int(),
  counts: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
  ...cappedTotalFields,
});
export type RewardList = z.infer<typeof rewardListSchema>;

/** GET /portal/reward/talents: the organisation's approved talents, to apply for. */
export const rewardTalentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TALENT_KINDS),
  name: z.string(),
  idCard: z.string(),
  talentCategory: z.string(),
});
export type RewardTalent = z.infer<typeof rewardTalentSchema>;
export const rewardTalentsSchema = z.array(rewardTalentSchema);
