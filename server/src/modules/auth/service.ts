import { and, desc, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import {
  USER_TYPE_LABELS,
  type LoginPayload,
  type UserData,
  type UserInfo,
  type UserType,
} from '../../../../src/contracts/auth';
import type { Role } from '../../../../src/contracts/access';
import { ApiCode } from '../../../../src/contracts/envelope';
import type { AppContext } from '../../context';
import { accountTokens, loginFailures, sessions, users } from '../../db/schema';
import { dummyPasswordHash, hashPassword, newSecretToken, verifyPassword } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import { assertPasswordNotCommon } from '../../lib/password-policy';
import { REMEMBER_TTL_MS, SESSION_EXPIRED, SESSION_TTL_MS, type AuthUser } from '../../plugins/auth';
import { maskPhone } from '../../../../src/utils/mask';
import { recordAudit, recordOwnAudit } from '../audit/service';
import { consumeCode } from '../codes/service';

/** D5: 5 failures in 15 minutes lock the account for 15 minutes (D10: for the IP they came from). */
export const LOCK_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60_000;
/** D10: account-wide, beyond 5 failures from any IPs, each answer waits 0.5 s more, at most 5 s. */
export const SLOWDOWN_STEP_MS = 500;
export const SLOWDOWN_MAX_MS = 5_000;

export const MESSAGES = {
  badCredentials: '账号或密码错误',
  locked: '登录失败次数过多，请 15 分钟后再试',
  pending: '您的账号正在审核中，请耐心等待',
  rejected: '您的注册申请未通过审核：',
  disabled: '账号已停用，请联系管理单位',
  notActivated: '账号尚未激活，请先通过邮件中的链接设置密码',
  wrongOldPassword: '原密码错误',
} as const;

type UserRow = typeof users.$inferSelect;

function assertCanLogIn(user: UserRow): void {
  if (user.status === 'pending') throw new ApiError(ApiCode.ACCOUNT_STATE, MESSAGES.pending);
  if (user.status === 'rejected')
    throw new ApiError(ApiCode.ACCOUNT_STATE, MESSAGES.rejected + (user.reviewReason ?? ''));
  if (user.status !== 'approved') throw new ApiError(ApiCode.ACCOUNT_STATE, MESSAGES.disabled);
}

/** How long an answer waits when an account has `failures` recent failures from anywhere. */
export function slowdownMs(failures: number): number {
  return Math.min(Math.max(0, failures - LOCK_FAILURES) * SLOWDOWN_STEP_MS, SLOWDOWN_MAX_MS);
}

/**
 * D10: one password attempt of `accountKey` from `ip`. The attempt is written before the (slow) verification, so
 * attempts sent together are counted one by one: once 5 attempts from one IP fall within 15 minutes, that IP's next
 * ones are refused (10006) for 15 minutes without verifying, whatever the 5 turn out to be. The lock is per account and IP, so one IP cannot lock an account for
 * everyone; account-wide, failures from many IPs slow every answer down instead. A success starts a fresh count
 * for attempts that begin after it. Nothing is held open across the verification (PGlite has one connection).
 */
export async function passwordAttempt(
  ctx: AppContext,
  accountKey: string,
  ip: string,
  verify: () => Promise<boolean>,
): Promise<boolean> {
  const now = ctx.now();
  const [attempt] = await ctx.db
    .insert(loginFailures)
    .values({ accountKey, ip, state: 'pending', createdAt: now })
    .returning({ id: loginFailures.id });
  const mine = attempt!.id;
  const lastReset = sql`coalesce((select max(r.id) from ${loginFailures} r where r.account_key = ${accountKey} and r.ip = ${ip} and r.state = 'reset' and r.id < ${mine}), 0)`;
  // This IP's 5 latest other attempts since its last success, in flight ones included.
  const recent = await ctx.db
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.accountKey, accountKey),
        eq(loginFailures.ip, ip),
        ne(loginFailures.state, 'reset'),
        ne(loginFailures.id, mine),
        gt(loginFailures.id, lastReset),
        gte(loginFailures.createdAt, new Date(now.getTime() - 2 * LOCK_WINDOW_MS)),
      ),
    )
    .orderBy(desc(loginFailures.createdAt), desc(loginFailures.id))
    .limit(LOCK_FAILURES);
  const newest = recent[0]?.createdAt.getTime() ?? 0;
  const fifth = recent[LOCK_FAILURES - 1]?.createdAt.getTime();
  // Locked for 15 minutes from the attempt that completed 5 within 15 minutes.
  if (fifth !== undefined && newest - fifth <= LOCK_WINDOW_MS && now.getTime() - newest < LOCK_WINDOW_MS) {
    await ctx.db.delete(loginFailures).where(eq(loginFailures.id, mine));
    throw new ApiError(ApiCode.TOO_MANY, MESSAGES.locked);
  }
  // Account-wide, from every IP: failures (and attempts in flight) of the last 15 minutes slow the answer down.
  const [accountWide] = await ctx.db
    .select({ failed: sql<number>`count(*)` })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.accountKey, accountKey),
        inArray(loginFailures.state, ['failed', 'pending']),
        ne(loginFailures.id, mine),
        gte(loginFailures.createdAt, new Date(now.getTime() - LOCK_WINDOW_MS)),
      ),
    );
  const wait = slowdownMs(Number(accountWide?.failed ?? 0));
  if (wait > 0) await ctx.sleep(wait);
  let valid = false;
  try {
    valid = await verify();
  } finally {
    await ctx.db
      .update(loginFailures)
      .set({ state: valid ? 'ok' : 'failed' })
      .where(eq(loginFailures.id, mine));
    if (valid) await ctx.db.insert(loginFailures).values({ accountKey, ip, state: 'reset', createdAt: ctx.now() });
  }
  return valid;
}

/**
 * A session for a verified sign-in: the session, the account's last sign-in time and the audit row (D8) are written
 * together.
 */
async function createSession(
  ctx: AppContext,
  user: UserRow,
  remember: boolean,
  ip: string,
  method: string,
): Promise<string> {
  const now = ctx.now();
  const { token, tokenHash } = newSecretToken();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      tokenHash,
      userId: user.id,
      remember,
      expiresAt: new Date(now.getTime() + (remember ? REMEMBER_TTL_MS : SESSION_TTL_MS)),
      createdAt: now,
    });
    await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
    await recordOwnAudit(tx, user, ip, { action: 'auth.login', summary: `登录成功（${method}）`, at: now });
  });
  return token;
}

/** Checks a sign-in and answers the account, or throws the refusal (10002, 10003, 10006, 10008). */
async function verifySignIn(ctx: AppContext, payload: LoginPayload, ip: string): Promise<UserRow> {
  if ('phone' in payload) {
    await consumeCode(ctx, 'sms', 'login', payload.phone, payload.code);
    const [user] = await ctx.db.select().from(users).where(eq(users.phone, payload.phone)).limit(1);
    if (!user) throw new ApiError(ApiCode.BAD_CREDENTIALS, '手机号或验证码错误');
    // An account the admin created signs in only once its owner has proven the mailbox (set-password link).
    if (!user.passwordHash) throw new ApiError(ApiCode.ACCOUNT_STATE, MESSAGES.notActivated);
    assertCanLogIn(user);
    return user;
  }
  const accountKey = payload.username.toLowerCase();
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${accountKey}`)
    .limit(1);
  // An unknown account, or one without a password yet, costs the same argon2 verification and lockout as any other.
  const valid = await passwordAttempt(ctx, accountKey, ip, async () =>
    verifyPassword(user?.passwordHash || (await dummyPasswordHash()), payload.password),
  );
  if (!user || !user.passwordHash || !valid) throw new ApiError(ApiCode.BAD_CREDENTIALS, MESSAGES.badCredentials);
  assertCanLogIn(user);
  return user;
}

/** POST /login. D8: every sign-in is in the audit log, a failure with the account name (or masked phone) tried. */
export async function login(ctx: AppContext, payload: LoginPayload, ip: string): Promise<string> {
  const byPhone = 'phone' in payload;
  const method = byPhone ? '手机验证码' : '账号密码';
  let user: UserRow;
  try {
    user = await verifySignIn(ctx, payload, ip);
  } catch (error) {
    if (error instanceof ApiError) {
      ctx.metrics.loginRefused(error.code);
      const tried = byPhone ? maskPhone(payload.phone) : payload.username;
      await recordAudit(
        ctx.db,
        { id: null, username: tried, role: '', ip },
        {
          action: 'auth.loginFailed',
          targetName: tried,
          summary: `登录失败（${method}）：${error.message}`,
          at: ctx.now(),
        },
      );
    }
    throw error;
  }
  return createSession(ctx, user, payload.autoLogin === true, ip, method);
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
  if (!row) throw SESSION_EXPIRED;
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

/** POST /portal/user/password: other sessions of the account end. The old password counts as a login attempt. */
export async function changePassword(
  ctx: AppContext,
  user: AuthUser,
  oldPassword: string,
  password: string,
  ip: string,
): Promise<void> {
  assertPasswordNotCommon(password, [user.username, user.email, user.phone]);
  const [row] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  const valid = await passwordAttempt(ctx, user.username.toLowerCase(), ip, async () =>
    row ? verifyPassword(row.passwordHash, oldPassword) : false,
  );
  if (!valid) throw new ApiError(ApiCode.BAD_CREDENTIALS, MESSAGES.wrongOldPassword);
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)));
    await recordOwnAudit(tx, user, ip, {
      action: 'account.passwordChange',
      summary: '修改了自己的登录密码（其他会话已结束）',
      at: now,
    });
  });
}

/** POST /portal/user/forget/reset: every session of the account ends. */
export async function resetPassword(
  ctx: AppContext,
  email: string,
  code: string,
  password: string,
  ip: string,
): Promise<void> {
  const [owner] = await ctx.db
    .select({ username: users.username, phone: users.phone })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  // Checked before the code is spent; the answer is the same whether the address is registered or not.
  assertPasswordNotCommon(password, [email, owner?.username ?? '', owner?.phone ?? '']);
  await consumeCode(ctx, 'email', 'reset', email, code);
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: ctx.now() })
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .returning({ id: users.id, username: users.username, role: users.role, orgName: users.orgName });
    if (!user) throw new ApiError(ApiCode.BAD_CODE, '验证码错误或已过期');
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    // A proven mailbox clears the lockout: the owner can sign in with the new password at once.
    await tx.delete(loginFailures).where(eq(loginFailures.accountKey, user.username.toLowerCase()));
    // The password is set: set-password links still unused stop working.
    await tx.delete(accountTokens).where(and(eq(accountTokens.userId, user.id), isNull(accountTokens.usedAt)));
    await recordOwnAudit(tx, user, ip, {
      action: 'account.passwordReset',
      summary: '通过邮箱验证码重置了密码（所有会话已结束）',
      at: ctx.now(),
    });
  });
}

/** Ended sessions and login attempts older than a day (the lockout looks back 15 minutes). */
export async function pruneAuthRows(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  await ctx.db.delete(sessions).where(lt(sessions.expiresAt, now));
  await ctx.db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now.getTime() - 24 * 3600 * 1000)));
}
