import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import {
  USER_TYPE_LABELS,
  type LoginPayload,
  type Role,
  type UserData,
  type UserInfo,
  type UserType,
} from '../../../../src/contracts/auth';
import { ApiCode } from '../../../../src/contracts/envelope';
import type { AppContext } from '../../context';
import { loginFailures, sessions, users } from '../../db/schema';
import { dummyPasswordHash, hashPassword, newSessionToken, verifyPassword } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import { REMEMBER_TTL_MS, SESSION_TTL_MS, type AuthUser } from '../../plugins/auth';
import { consumeCode } from '../codes/service';

/** D5: 5 failures in 15 minutes lock the account for 15 minutes. */
export const LOCK_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60_000;

export const MESSAGES = {
  badCredentials: '账号或密码错误',
  locked: '登录失败次数过多，请 15 分钟后再试',
  pending: '您的账号正在审核中，请耐心等待',
  rejected: '您的注册申请未通过审核：',
  disabled: '账号已停用，请联系管理单位',
  wrongOldPassword: '原密码错误',
} as const;

type UserRow = typeof users.$inferSelect;

function assertCanLogIn(user: UserRow): void {
  if (user.status === 'pending') throw new ApiError(ApiCode.ACCOUNT_STATE, MESSAGES.pending);
  if (user.status === 'rejected')
    throw new ApiError(ApiCode.ACCOUNT_STATE, MESSAGES.rejected + (user.reviewReason ?? ''));
  if (user.status !== 'approved') throw new ApiError(ApiCode.ACCOUNT_STATE, MESSAGES.disabled);
}

async function isLocked(ctx: AppContext, accountKey: string, now: Date): Promise<boolean> {
  const recent = await ctx.db
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.accountKey, accountKey),
        gte(loginFailures.createdAt, new Date(now.getTime() - 2 * LOCK_WINDOW_MS)),
      ),
    )
    .orderBy(desc(loginFailures.createdAt))
    .limit(LOCK_FAILURES);
  if (recent.length < LOCK_FAILURES) return false;
  const newest = recent[0]!.createdAt.getTime();
  const oldest = recent[LOCK_FAILURES - 1]!.createdAt.getTime();
  // Locked for 15 minutes from the failure that completed 5 within 15 minutes.
  return newest - oldest <= LOCK_WINDOW_MS && now.getTime() - newest < LOCK_WINDOW_MS;
}

async function createSession(ctx: AppContext, userId: number, remember: boolean): Promise<string> {
  const now = ctx.now();
  const { token, tokenHash } = newSessionToken();
  await ctx.db.insert(sessions).values({
    tokenHash,
    userId,
    remember,
    expiresAt: new Date(now.getTime() + (remember ? REMEMBER_TTL_MS : SESSION_TTL_MS)),
    createdAt: now,
  });
  return token;
}

export async function login(ctx: AppContext, payload: LoginPayload, ip: string): Promise<string> {
  const now = ctx.now();
  if ('phone' in payload) {
    await consumeCode(ctx, 'sms', 'login', payload.phone, payload.code);
    const [user] = await ctx.db.select().from(users).where(eq(users.phone, payload.phone)).limit(1);
    if (!user) throw new ApiError(ApiCode.BAD_CREDENTIALS, '手机号或验证码错误');
    assertCanLogIn(user);
    return createSession(ctx, user.id, payload.autoLogin === true);
  }
  const accountKey = payload.username.toLowerCase();
  if (await isLocked(ctx, accountKey, now)) throw new ApiError(ApiCode.TOO_MANY, MESSAGES.locked);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${accountKey}`)
    .limit(1);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), payload.password);
  if (!user || !valid) {
    await ctx.db.insert(loginFailures).values({ accountKey, ip, createdAt: now });
    throw new ApiError(ApiCode.BAD_CREDENTIALS, MESSAGES.badCredentials);
  }
  assertCanLogIn(user);
  await ctx.db.delete(loginFailures).where(eq(loginFailures.accountKey, accountKey));
  return createSession(ctx, user.id, payload.autoLogin === true);
}

export async function logout(ctx: AppContext, tokenHash: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

function introductionOf(user: AuthUser): string {
  if (user.role === 'admin') return '平台管理员';
  if (user.role === 'reviewer') return `${user.orgName}（管理单位审核员）`;
  const typeLabel = user.userType ? USER_TYPE_LABELS[user.userType] : '';
  return typeLabel ? `${user.orgName}（${typeLabel}）` : user.orgName;
}

export async function userInfo(ctx: AppContext, user: AuthUser): Promise<UserInfo> {
  const [row] = await ctx.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, user.id));
  return { roles: [user.role], username: user.username, avatar: row?.avatar ?? '', introduction: introductionOf(user) };
}

export async function userData(ctx: AppContext, user: AuthUser): Promise<UserData> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  if (!row) throw new ApiError(ApiCode.SESSION_EXPIRED, '登录已过期，请重新登录');
  return {
    username: row.username,
    email: row.email ?? '',
    phone: row.phone ?? '',
    orgName: row.orgName,
    userType: row.userType as UserType | null,
    status: row.status as UserData['status'],
    roles: [row.role as Role],
    createdAt: row.createdAt.toISOString(),
  };
}

/** POST /portal/user/password: other sessions of the account end. */
export async function changePassword(
  ctx: AppContext,
  user: AuthUser,
  oldPassword: string,
  password: string,
): Promise<void> {
  const [row] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.passwordHash, oldPassword)))
    throw new ApiError(ApiCode.BAD_CREDENTIALS, MESSAGES.wrongOldPassword);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: ctx.now() }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)));
  });
}

/** POST /portal/user/forget/reset: every session of the account ends. */
export async function resetPassword(ctx: AppContext, email: string, code: string, password: string): Promise<void> {
  await consumeCode(ctx, 'email', 'reset', email, code);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: ctx.now() })
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .returning({ id: users.id, username: users.username });
    if (!user) throw new ApiError(ApiCode.BAD_CODE, '验证码错误或已过期');
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(loginFailures).where(eq(loginFailures.accountKey, user.username.toLowerCase()));
  });
}
