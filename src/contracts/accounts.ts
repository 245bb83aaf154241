import { z } from 'zod';
import { isMobile } from '../utils/validate';
import { ROLES, type Role } from './access';
import { ACCOUNT_STATUSES, AUTH_MESSAGES, accountField, emailField, passwordField, type AccountStatus } from './auth';
import { keywordsQuery, pageOf, pagingQuery, ID_TOO_LARGE, MAX_ID } from './envelope';

/**
 * Accounts (D8, admin only): every account (the admin, reviewers and organisations) with filters; reviewer
 * and admin accounts created without a password and activated by a set-password link mailed to them.
 */
export const ROLE_LABELS: Record<Role, string> = {
  admin: '平台管理员',
  reviewer: '管理单位审核员',
  enterprise: '园区企业',
  institution: '园区机构',
  school: '高校',
};

/** The roles the admin creates here; organisations register themselves and are reviewed. */
export const STAFF_ROLES = ['reviewer', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A set-password link works once, for 24 hours. */
export const SET_PASSWORD_LINK_HOURS = 24;
/** Refusals both the server and the mocks answer. */
export const ACCOUNT_MESSAGES = {
  notFound: '账号不存在',
  lastAdmin: '不能停用最后一个可用的管理员账号：请先创建并激活另一个管理员',
  noEmail: '该账号没有登记邮箱，无法发送设置密码链接',
  linkInvalid: '链接无效或已失效，请打开最新一封邮件中的链接，或联系管理员重新发送',
  linkUsed: '该链接已使用过，请直接登录；如忘记密码，请联系管理员重新发送链接',
  linkExpired: `该链接已超过 ${SET_PASSWORD_LINK_HOURS} 小时有效期，请联系管理员重新发送`,
  disabled: '账号已停用，请联系管理单位',
  usernameTaken: '该账号名已被使用',
  emailTaken: '该邮箱已被其他账号使用',
  phoneTaken: '该手机号已被其他账号使用',
  /** Two creations at once: the unique index decides, without saying which field. */
  anyTaken: '该账号名、邮箱或手机号已被使用',
} as const;

/**
 * Why an account cannot move from `from` to `to` (10001), or undefined when it can: the status call only switches
 * enabled (approved) and disabled accounts; registrations pending or rejected belong to the review queue.
 */
export function statusChangeRefusal(from: AccountStatus, to: 'approved' | 'disabled'): string | undefined {
  const needed = to === 'disabled' ? 'approved' : 'disabled';
  if (from === to || from === needed) return undefined;
  const labels: Record<AccountStatus, string> = {
    pending: '待审核',
    approved: '已启用',
    rejected: '已驳回',
    disabled: '已停用',
  };
  return `状态：${labels[from]}的注册申请请在注册审核中处理，只能${to === 'disabled' ? '停用已启用' : '启用已停用'}的账号`;
}

/** GET /portal/admin/users/list */
export const accountListQuerySchema = z.object({
  role: z.enum(ROLES, { error: '角色只能是 admin、reviewer、enterprise、institution 或 school' }).optional(),
  status: z.enum(ACCOUNT_STATUSES, { error: '状态只能是 pending、approved、rejected 或 disabled' }).optional(),
  keywords: keywordsQuery,
  ...pagingQuery,
});

export const accountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  orgName: z.string(),
  role: z.enum(ROLES),
  /** 1 enterprise, 2 institution, 3 school; null for the admin and reviewers. */
  userType: z.number().int().nullable(),
  /** pending / rejected: registrations still in (or refused by) review; approved: enabled; disabled. */
  status: z.enum(ACCOUNT_STATUSES),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** False until the set-password link of a created account has been used: it cannot sign in yet. */
  activated: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;
export const accountListSchema = pageOf(accountSchema);
export type AccountList = z.infer<typeof accountListSchema>;

const optionalMobile = z
  .string({ error: AUTH_MESSAGES.phoneRule })
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || isMobile(value), AUTH_MESSAGES.phoneRule);

/** POST /portal/admin/users/create → { id } */
export const accountCreateSchema = z.object({
  username: accountField,
  orgName: z.string({ error: '请输入机构名称' }).trim().min(1, '请输入机构名称').max(50, '机构名称最多 50 个字符'),
  email: emailField,
  phone: optionalMobile,
  role: z.enum(STAFF_ROLES, { error: '角色只能是 reviewer（审核员）或 admin（管理员）' }),
});
export const accountCreateResultSchema = z.object({ id: z.number().int() });

const accountId = z
  .number({ error: '账号编号必须是数字' })
  .int('账号编号必须是整数')
  .positive('账号编号必须是正整数')
  .max(MAX_ID, ID_TOO_LARGE);

/** POST /portal/admin/users/status → the account as it is now. Disabling ends its sessions at once. */
export const accountStatusSchema = z.object({
  id: accountId,
  status: z.enum(['approved', 'disabled'], { error: '状态只能是 approved（启用）或 disabled（停用）' }),
});

/** POST /portal/admin/users/reset: mails a new set-password link; older unused links stop working. */
export const accountResetSchema = z.object({ id: accountId });

/** POST /portal/user/activate (public): the token from the mailed link and the new password (SPEC rule). */
export const activateSchema = z.object({
  token: z
    .string({ error: '链接无效，请打开邮件中的完整链接' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, '链接无效，请打开邮件中的完整链接'),
  password: passwordField,
});
export type ActivatePayload = z.infer<typeof activateSchema>;
export type AccountListQuery = z.input<typeof accountListQuerySchema>;
export type AccountCreateInput = z.input<typeof accountCreateSchema>;
export type AccountCreatePayload = z.output<typeof accountCreateSchema>;
export type AccountStatusPayload = z.infer<typeof accountStatusSchema>;
