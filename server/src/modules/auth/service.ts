import { and, desc, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { USER_TYPE_LABELS, type LoginPayload, type UserData, type UserInfo, type UserType } from '#contracts/auth';
import type { Role } from '#contracts/access';
import { ApiCode } from '#contracts/codes';
import type { AppContext } from '../../context';
import { accountTokens, loginFailures, sessions, users } from '../../db/schema';
import { dummyPasswordHash, hashPassword, newSecretToken, verifyPassword } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import { assertPasswordNotCommon } from '../../lib/password-policy';
import { idleTtl, SESSION_EXPIRED, type AuthUser } from '../../plugins/auth';
import { maskPhone } from '#utils/mask';
import { recordAudit, recordOwnAudit } from '../audit/service';
import { consumeCode, signInCodeChannel } from '../codes/service';
import { clientKey } from '../../lib/rate-limits';
import { checkSecondFactor } from './totp';

/** D5: 5 failures in 15 minutes lock the account for 15 minutes (D10: for the IP they came from). */
export const LOCK_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60_000;
/** D10: account-wide, after 20 failed sign-ins within 24 hours the password alone no longer signs in. */
export const CEILING_FAILURES = 20;
export const CEILING_WINDOW_MS = 24 * 3600 * 1000;
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
  /** Said alike whether the password was right or not. */
  secondStep: '该账号近期登录失败次数过多，为保护账号安全，请获取验证码并与密码一同提交',
  totpRequired: '请输入身份验证器中的 6 位动态码（或一个恢复码）',
  totpWrong: '动态码或恢复码错误',
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

/** What a sign-in's checks found: right, wrong, or right so far but a second factor is still to be given. */
export type AttemptResult = boolean | 'incomplete';

/**
 * D10: one password attempt of `accountKey` from `ip` (keyed by its IPv4 address or IPv6 /64). The attempt is
 * written before the (slow) verification, so attempts sent together are counted one by one: once 5 attempts from
 * one address fall within 15 minutes, its next ones are refused (10006) for 15 minutes without verifying, whatever
 * the 5 turn out to be. The lock is per account and address, so one address cannot lock an account for everyone;
 * account-wide, failures from many addresses slow every answer down, and after 20 failures within 24 hours
 * (attempts in flight included) `secondStep` must pass before the password is even looked at, until the next
 * successful sign-in. A success starts a fresh count. Nothing is held open across the verification (PGlite has one
 * connection).
 */
export async function passwordAttempt(
  ctx: AppContext,
  accountKey: string,
  rawIp: string,
  verify: () => Promise<AttemptResult>,
  secondStep?: () => Promise<void>,
): Promise<AttemptResult> {
  const ip = clientKey(rawIp);
  const now = ctx.now();
  const [attempt] = await ctx.db
    .insert(loginFailures)
    .values({ accountKey, ip, state: 'pending', createdAt: now })
    .returning({ id: loginFailures.id });
  const mine = attempt!.id;
  const lastReset = sql`coalesce((select max(r.id) from ${loginFailures} r where r.account_key = ${accountKey} and r.ip = ${ip} and r.state = 'reset' and r.id < ${mine}), 0)`;
  // This address's 5 latest other attempts since its last success, in flight ones included.
  const recent = await ctx.db
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.accountKey, accountKey),
        eq(loginFailures.ip, ip),
        inArray(loginFailures.state, ['pending', 'failed', 'ok']),
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
  // Account-wide, from every address, since the account's last successful sign-in. The ceiling counts the attempts
  // written before this one (in flight ones included), so that of attempts sent together exactly the first 20 count.
  const lastSuccess = sql`coalesce((select max(r.id) from ${loginFailures} r where r.account_key = ${accountKey} and r.state in ('ok', 'reset')), 0)`;
  const [accountWide] = await ctx.db
    .select({
      recent: sql<number>`count(*) filter (where ${loginFailures.createdAt} >= ${new Date(now.getTime() - LOCK_WINDOW_MS).toISOString()}::timestamptz)`,
      day: sql<number>`count(*) filter (where ${loginFailures.id} < ${mine})`,
    })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.accountKey, accountKey),
        inArray(loginFailures.state, ['failed', 'pending']),
        ne(loginFailures.id, mine),
        gt(loginFailures.id, lastSuccess),
        gte(loginFailures.createdAt, new Date(now.getTime() - CEILING_WINDOW_MS)),
      ),
    );
  if (secondStep && Number(accountWide?.day ?? 0) >= CEILING_FAILURES) {
    try {
      await secondStep();
    } catch (error) {
      await ctx.db.delete(loginFailures).where(eq(loginFailures.id, mine));
      throw error;
    }
  }
  const wait = slowdownMs(Number(accountWide?.recent ?? 0));
  if (wait > 0) await ctx.sleep(wait);
  let result: AttemptResult = false;
  try {
    result = await verify();
  } finally {
    await ctx.db
      .update(loginFailures)
      .set({ state: result === true ? 'ok' : result === 'incomplete' ? 'incomplete' : 'failed' })
      .where(eq(loginFailures.id, mine));
    if (result === true)
      await ctx.db.insert(loginFailures).values({ accountKey, ip, state: 'reset', createdAt: ctx.now() });
  }
  return result;
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
      expiresAt: new Date(now.getTime() + idleTtl(user.role, remember)),
      createdAt: now,
    });
    await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
    await recordOwnAudit(tx, user, ip, { action: 'auth.login', summary: `登录成功（${method}）`, at: now });
  });
  return token;
}

/** Checks a sign-in and answers the account, or throws the refusal (10002, 10003, 10006, 10008, 10011, 10012). */
async function verifySignIn(ctx: AppContext, payload: LoginPayload, ip: string): Promise<UserRow> {
  if ('phone' in payload) {
    await consumeCode(ctx, 'sms', 'login', payload.phone, payload.code);
    const [user] = await ctx.db.select().from(users).where(eq(users.phone, payload.phone)).limit(1);
    if (!user) throw new ApiError(ApiCode.BAD_CREDENTIALS, '手机号或验证码错误');
    // An account the admin created signs in only once its owner has proven the mailbox (set-password link).
    if (!user.passwordHash) throw new ApiError(ApiCode.ACCOUNT_STATE, MESSAGES.notActivated);
    assertCanLogIn(user);
    // A staff account with two-factor sign-in signs in with its password and second factor only.
    if (user.totpSecret) throw new ApiError(ApiCode.BAD_CREDENTIALS, '该账号已启用两步验证，请使用账号密码登录');
    // A proven phone counts as a successful sign-in: the account-wide count starts again.
    await ctx.db
      .insert(loginFailures)
      .values({ accountKey: user.username.toLowerCase(), ip: clientKey(ip), state: 'reset', createdAt: ctx.now() });
    return user;
  }
  const accountKey = payload.username.toLowerCase();
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${accountKey}`)
    .limit(1);
  // D10: past the account-wide ceiling, the e-mailed or SMS code first, the same answer whatever the password.
  const secondStep = async () => {
    if (!payload.code) throw new ApiError(ApiCode.SECOND_STEP, MESSAGES.secondStep);
    const { channel } = await signInCodeChannel(ctx, accountKey);
    await consumeCode(ctx, channel, 'signin', accountKey, payload.code);
  };
  let factorWrong = false;
  // An unknown account, or one without a password yet, costs the same argon2 verification and lockout as any other.
  const result = await passwordAttempt(
    ctx,
    accountKey,
    ip,
    async () => {
      const valid = await verifyPassword(user?.passwordHash || (await dummyPasswordHash()), payload.password);
      if (!user || !user.passwordHash || !valid) return false;
      if (!user.totpSecret) return true;
      if (!payload.otp) return 'incomplete';
      factorWrong = !(await checkSecondFactor(ctx, user.id, user.totpSecret, payload.otp));
      return !factorWrong;
    },
    secondStep,
  );
  if (result === 'incomplete') throw new ApiError(ApiCode.TOTP_REQUIRED, MESSAGES.totpRequired);
  if (!user || !user.passwordHash) throw new ApiError(ApiCode.BAD_CREDENTIALS, MESSAGES.badCredentials);
  // After a right password the second factor was asked for: it is what failed.
  if (factorWrong) throw new ApiError(ApiCode.BAD_CODE, MESSAGES.totpWrong);
  if (!result) throw new ApiError(ApiCode.BAD_CREDENTIALS, MESSAGES.badCredentials);
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
