import { randomInt } from 'node:crypto';
import { and, count, eq, isNull, lt, ne, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { REVIEWERS, mayAccess, type Role } from '#contracts/access';
import { ROLE_LABELS } from '#contracts/accounts';
import {
  RECOVERY_CODE_COUNT,
  TOTP_MESSAGES,
  type TotpEnableResult,
  type TotpSetup,
  type TotpStatus,
} from '#contracts/auth';
import { ApiCode } from '#contracts/codes';
import type { AppContext, Queryable } from '../../context';
import { authPolicy, sessions, totpRecoveryCodes, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { recordAudit, recordOwnAudit, type RequestActor } from '../audit/service';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after is accepted too (clocks differ by a few seconds). */
const WINDOW = 1;
const ISSUER = '星桥链数';
/** Recovery codes: 10 characters without look-alikes (0/o, 1/l/i), shown as xxxxx-xxxxx. */
const RECOVERY_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

/** Admins and reviewers decide on organisations and rewards: they are the staff whose sign-in may need a second factor. */
export function isStaff(role: string): boolean {
  return mayAccess([role as Role], REVIEWERS);
}

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/**
 * The second factor of a sign-in: a 6-digit code of the account's authenticator, accepted once (the step it
 * belongs to is recorded with one conditional UPDATE, so a code seen over a shoulder or sent twice at once signs in
 * at most once), or one of its unused recovery codes, spent by one conditional UPDATE.
 */
export async function checkSecondFactor(
  ctx: AppContext,
  userId: number,
  secret: string,
  otp: string,
): Promise<boolean> {
  const given = otp.trim();
  if (/^\d{6}$/.test(given)) {
    const now = ctx.now().getTime();
    const delta = totpOf(secret, '').validate({ token: given, timestamp: now, window: WINDOW });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
    const [claimed] = await ctx.db
      .update(users)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(users.id, userId),
          eq(users.totpSecret, secret),
          or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
        ),
      )
      .returning({ id: users.id });
    return claimed !== undefined;
  }
  const [spent] = await ctx.db
    .update(totpRecoveryCodes)
    .set({ usedAt: ctx.now() })
    .where(
      and(
        eq(totpRecoveryCodes.userId, userId),
        eq(totpRecoveryCodes.codeHash, sha256(normaliseRecovery(given))),
        isNull(totpRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: totpRecoveryCodes.id });
  return spent !== undefined;
}

/** Whether the admin requires two-factor sign-in of every staff account. */
export async function staffTotpRequired(db: Queryable): Promise<boolean> {
  const [row] = await db
    .select({ required: authPolicy.staffTotpRequired })
    .from(authPolicy)
    .where(eq(authPolicy.id, 1));
  return row?.required ?? false;
}

/** GET /portal/user/totp */
export async function totpStatus(ctx: AppContext, user: AuthUser): Promise<TotpStatus> {
  const [row] = await ctx.db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, user.id));
  const [left] = await ctx.db
    .select({ n: count() })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, user.id), isNull(totpRecoveryCodes.usedAt)));
  const staff = isStaff(user.role);
  return {
    available: staff,
    enrolled: Boolean(row?.secret),
    required: staff && (await staffTotpRequired(ctx.db)),
    recoveryLeft: Number(left?.n ?? 0),
  };
}

function assertStaff(user: AuthUser): void {
  if (!isStaff(user.role)) throw new ApiError(ApiCode.FORBIDDEN, TOTP_MESSAGES.staffOnly);
}

/** POST /portal/user/totp/setup: a new secret to scan; sign-in does not use it until a code confirms it. */
export async function startEnrolment(ctx: AppContext, user: AuthUser): Promise<TotpSetup> {
  assertStaff(user);
  const secret = new Secret({ size: 20 }).base32;
  await ctx.db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, user.id));
  return { secret, otpauthUrl: totpOf(secret, user.username).toString() };
}

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * POST /portal/user/totp/enable: a code of the secret just shown confirms the enrolment; it replaces an earlier
 * one, ten new recovery codes replace the old ones (only their SHA-256 is kept), and the account's other sessions
 * end. Audited.
 */
export async function confirmEnrolment(
  ctx: AppContext,
  user: AuthUser,
  code: string,
  ip: string,
): Promise<TotpEnableResult> {
  assertStaff(user);
  const [row] = await ctx.db.select({ pending: users.totpPendingSecret }).from(users).where(eq(users.id, user.id));
  const pending = row?.pending;
  if (!pending) throw new ApiError(ApiCode.VALIDATION, TOTP_MESSAGES.noSetup);
  const now = ctx.now();
  const delta = totpOf(pending, '').validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) throw new ApiError(ApiCode.BAD_CODE, TOTP_MESSAGES.wrongCode);
  const step = Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await ctx.db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(users)
      .set({ totpSecret: pending, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.totpPendingSecret, pending)))
      .returning({ id: users.id });
    if (!enabled) throw new ApiError(ApiCode.VALIDATION, TOTP_MESSAGES.noSetup);
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
    await tx
      .insert(totpRecoveryCodes)
      .values(
        recoveryCodes.map((item) => ({ userId: user.id, codeHash: sha256(normaliseRecovery(item)), createdAt: now })),
      );
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)));
    await recordOwnAudit(tx, user, ip, {
      action: 'account.totpEnable',
      summary: `启用了两步验证（身份验证器），生成 ${RECOVERY_CODE_COUNT} 个恢复码（其他会话已结束）`,
      at: now,
    });
  });
  return { recoveryCodes };
}

/** GET/POST /portal/admin/security/totp: the admin requires two-factor sign-in of every staff account, or not. Audited. */
export async function setStaffTotpRequired(ctx: AppContext, actor: RequestActor, required: boolean): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(authPolicy)
      .values({ id: 1, staffTotpRequired: required, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: authPolicy.id,
        set: { staffTotpRequired: required, updatedAt: now, updatedBy: actor.id },
      });
    await recordAudit(tx, actor, {
      action: 'security.totpPolicy',
      summary: required
        ? '要求所有管理员与审核员账号使用两步验证登录'
        : '取消了管理员与审核员账号必须使用两步验证的要求',
      at: now,
    });
  });
}

/**
 * POST /portal/admin/users/totp/reset: an account's authenticator and recovery codes are removed (a lost phone) and
 * its sessions end; it enrols again at its next sign-in. Audited.
 */
export async function resetTotp(ctx: AppContext, actor: RequestActor, id: number): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target) throw new ApiError(ApiCode.NOT_FOUND, TOTP_MESSAGES.accountNotFound);
    if (!target.totpSecret && !target.totpPendingSecret)
      throw new ApiError(ApiCode.VALIDATION, TOTP_MESSAGES.notEnrolled);
    await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now })
      .where(eq(users.id, id));
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, id));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await recordAudit(tx, actor, {
      action: 'account.totpReset',
      target: `user:${id}`,
      targetName: target.orgName,
      summary: `重置了${ROLE_LABELS[target.role as Role] ?? ''}账号 ${target.username} 的两步验证（身份验证器与恢复码已作废，其登录会话已全部结束）`,
      at: now,
    });
  });
}
