import { z } from 'zod';
import { ROLES } from './access';
import { ID_TOO_LARGE, keywordsQuery, MAX_ID, pageOf, pagingQuery } from './envelope';

/**
 * Active sessions (DECISIONS D13, admin only): who is signed in, from where, since when and last seen when; the
 * admin ends any of them, and the ended session's next request answers 10004.
 */
export const SESSION_MESSAGES = {
  notFound: '该会话不存在或已结束',
  ownSession: '这是您当前正在使用的会话，结束后您需要重新登录；如确需结束，请确认后再试',
  ended: '会话已结束，该账号需重新登录',
  endedOwn: '您当前的会话已结束，请重新登录',
} as const;

/** GET /portal/admin/sessions/list */
export const sessionListQuerySchema = z.object({
  role: z.enum(ROLES, { error: '角色只能是 admin、reviewer、enterprise、institution 或 school' }).optional(),
  /** 'true': auto-login (7-day) sessions only; 'false': the others. */
  autoLogin: z.enum(['true', 'false'], { error: '自动登录只能是 true 或 false' }).optional(),
  /** Part of the account name, the organisation or the sign-in IP. */
  keywords: keywordsQuery,
  ...pagingQuery,
});
export type SessionListQuery = z.input<typeof sessionListQuerySchema>;

export const activeSessionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  orgName: z.string(),
  role: z.enum(ROLES),
  /** Where it signed in from ('' when unknown). */
  ip: z.string(),
  /** ISO times. */
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  autoLogin: z.boolean(),
  /** The caller's own session, the one this request came with. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const sessionListSchema = pageOf(activeSessionSchema);
export type SessionList = z.infer<typeof sessionListSchema>;

/**
 * POST /portal/admin/sessions/end. Ending the caller's own session needs `confirmOwn: true`: without it the server
 * refuses (10001), so a slip of the mouse never signs the admin out.
 */
export const sessionEndSchema = z.object({
  id: z
    .number({ error: '会话编号必须是数字' })
    .int('会话编号必须是整数')
    .positive('会话编号必须是正整数')
    .max(MAX_ID, ID_TOO_LARGE),
  confirmOwn: z.boolean({ error: 'confirmOwn 只能是 true 或 false' }).optional(),
});
export type SessionEndPayload = z.infer<typeof sessionEndSchema>;
