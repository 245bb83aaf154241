import { z } from 'zod';
import { isEmail, isMobile, isValidAccount, isValidPassword } from '../utils/validate';
import type { Role } from './access';

/** SPEC §5 login messages, shared with every form that asks for an account or a password. */
export const AUTH_MESSAGES = {
  accountRequired: '请输入账户名',
  accountRule: '4-20位字符,支持字母及数字',
  passwordRequired: '请输入密码',
  passwordRule: '密码由6-20位字符，字母、数字及符号至少包含2种',
  codeRequired: '请输入验证码',
  phoneRequired: '请输入手机号',
  phoneRule: '请输入正确的手机号',
  emailRequired: '请输入邮箱',
  emailRule: '请输入正确的邮箱',
} as const;

/** D10: the server refuses common and breached passwords (zxcvbn-ts, server side only) with this message. */
export const WEAK_PASSWORD_MESSAGE = '密码过于常见，容易被猜中，请换一个更复杂的密码';

export const accountField = z
  .string({ error: AUTH_MESSAGES.accountRequired })
  .trim()
  .min(1, AUTH_MESSAGES.accountRequired)
  .refine(isValidAccount, AUTH_MESSAGES.accountRule);

export const passwordField = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .refine(isValidPassword, AUTH_MESSAGES.passwordRule);

export const mobileField = z
  .string({ error: AUTH_MESSAGES.phoneRequired })
  .trim()
  .min(1, AUTH_MESSAGES.phoneRequired)
  .refine(isMobile, AUTH_MESSAGES.phoneRule);

export const emailField = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .refine(isEmail, AUTH_MESSAGES.emailRule);

export const codeField = z
  .string({ error: AUTH_MESSAGES.codeRequired })
  .trim()
  .min(1, AUTH_MESSAGES.codeRequired)
  .regex(/^\d{6}$/, '验证码为 6 位数字');

/** POST /login, tab 1. */
export const loginByPasswordSchema = z.object({
  username: accountField,
  password: passwordField,
  autoLogin: z.boolean().optional(),
});
/** POST /login, tab 2 (DECISIONS D7: first field is the mobile number). */
export const loginByPhoneSchema = z.object({
  phone: mobileField,
  code: codeField,
  autoLogin: z.boolean().optional(),
});
export const loginSchema = z.union([loginByPasswordSchema, loginByPhoneSchema]);
export type LoginByPassword = z.infer<typeof loginByPasswordSchema>;
export type LoginByPhone = z.infer<typeof loginByPhoneSchema>;
export type LoginPayload = z.infer<typeof loginSchema>;

export const loginResultSchema = z.object({ token: z.string() });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** GET /portal/user/info?token= */
export const userInfoSchema = z.object({
  roles: z.array(z.string()),
  username: z.string(),
  avatar: z.string(),
  introduction: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * POST /portal/sms/send. SPEC's type 1 (register) is not used: a registration proves its e-mail address with an
 * e-mail code (SPEC §2 step 2 has no phone code), so only type 2 (login) sends an SMS.
 */
export const smsSendSchema = z.object({
  phone: mobileField,
  type: z.literal(2, { error: '验证码类型只能是 2（登录）；注册请使用邮箱验证码' }),
});
export type SmsSendPayload = z.infer<typeof smsSendSchema>;

/** POST /portal/email/send and POST /portal/user/forget/code. */
export const emailCodeSchema = z.object({ email: emailField });
export type EmailCodePayload = z.infer<typeof emailCodeSchema>;

/** POST /portal/user/forget/reset */
export const forgetResetSchema = z.object({
  email: emailField,
  msgCode: codeField,
  password: passwordField,
});
export type ForgetResetPayload = z.infer<typeof forgetResetSchema>;

/** POST /portal/user/password (account management: change password). */
export const changePasswordSchema = z.object({
  oldPassword: z.string().min(1, '请输入原密码').max(20, '原密码最多 20 位'),
  password: passwordField,
});
export type ChangePasswordPayload = z.infer<typeof changePasswordSchema>;

export const USER_TYPES = [1, 2, 3] as const;
export type UserType = (typeof USER_TYPES)[number];
export const USER_TYPE_LABELS: Record<UserType, string> = { 1: '园区企业', 2: '园区机构', 3: '高校' };
export const ROLE_OF_USER_TYPE: Record<UserType, Role> = { 1: 'enterprise', 2: 'institution', 3: 'school' };

export const ACCOUNT_STATUSES = ['pending', 'approved', 'rejected', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
  disabled: '已停用',
};

/** GET /portal/user/data */
export const userDataSchema = z.object({
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  orgName: z.string(),
  userType: z.number().int().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  roles: z.array(z.string()),
  createdAt: z.string(),
});
export type UserData = z.infer<typeof userDataSchema>;
