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

/** A code of an authenticator app (6 digits) or a recovery code (xxxxx-xxxxx). */
export const otpField = z
  .string({ error: '请输入动态码' })
  .trim()
  .min(1, '请输入动态码')
  .max(20, '请输入 6 位动态码或恢复码')
  .regex(/^(\d{6}|[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5})$/, '请输入 6 位动态码或恢复码');

/**
 * POST /login, tab 1. `code`: the e-mailed or SMS code an account needs as well after many failed sign-ins (D10,
 * answer 10011); `otp`: the second factor of an account with two-factor sign-in (answer 10012).
 */
export const loginByPasswordSchema = z.object({
  username: accountField,
  password: passwordField,
  autoLogin: z.boolean().optional(),
  code: codeField.optional(),
  otp: otpField.optional(),
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

/** GET /portal/user/info (the token in the Authorization header only) */
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

/** POST /portal/login/code: the sign-in code of an account that had many failed sign-ins (D10). */
export const signInCodeSchema = z.object({ username: accountField });
export type SignInCodePayload = z.infer<typeof signInCodeSchema>;
export const SIGN_IN_CODE_SENT = '如该账号存在，验证码已发送至其绑定的邮箱或手机，5 分钟内有效';

/** Two-factor sign-in (TOTP, RFC 6238) for admins and reviewers: ten single-use recovery codes per enrolment. */
export const RECOVERY_CODE_COUNT = 10;

export const TOTP_MESSAGES = {
  staffOnly: '两步验证仅适用于管理员与审核员账号',
  noSetup: '请先获取新的二维码，再输入身份验证器中的动态码',
  wrongCode: '动态码错误，请核对手机时间后重试',
  accountNotFound: '账号不存在',
  notEnrolled: '该账号未启用两步验证',
  /** A staff account without two-factor sign-in while the admin requires it. */
  enrolFirst: '管理员要求启用两步验证：请先在“账号管理”中绑定身份验证器',
} as const;

/** GET /portal/user/totp */
export const totpStatusSchema = z.object({
  /** Admins and reviewers only. */
  available: z.boolean(),
  enrolled: z.boolean(),
  /** The admin requires it of every staff account. */
  required: z.boolean(),
  recoveryLeft: z.number().int().nonnegative(),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** POST /portal/user/totp/setup: the secret to scan (the otpauth:// address as a QR code) or type in. */
export const totpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** POST /portal/user/totp/enable */
export const totpEnableSchema = z.object({
  code: z
    .string({ error: '请输入动态码' })
    .trim()
    .min(1, '请输入动态码')
    .regex(/^\d{6}$/, '动态码为 6 位数字'),
});
export type TotpEnablePayload = z.infer<typeof totpEnableSchema>;
export const totpEnableResultSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type TotpEnableResult = z.infer<typeof totpEnableResultSchema>;

/** GET and POST /portal/admin/security/totp (admin) */
export const totpPolicySchema = z.object({ required: z.boolean({ error: '请选择是否要求两步验证' }) });
export type TotpPolicy = z.infer<typeof totpPolicySchema>;
