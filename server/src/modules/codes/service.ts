import { and, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { ApiCode } from '#contracts/codes';
import { maskPhone } from '#utils/mask';
import type { AppContext, Tx } from '../../context';
import { users, verificationCodes } from '../../db/schema';
import { newNumericCode, sha256 } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import { dayNumberStart, shanghaiDayNumber } from '#utils/shanghai-date';
import {
  alreadyRegisteredMail,
  emailCodeMail,
  notRegisteredMail,
  resetCodeMail,
  signInCodeMail,
} from '../../mail/templates';

/** D5 limits. */
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_TRIES = 5;
export const CODE_RESEND_MS = 60_000;
export const CODE_DAILY_LIMIT = 10;

export type CodeChannel = 'sms' | 'email';
/** 'signin': the code a password sign-in needs as well once the account has had many failures (D10). */
export type CodePurpose = 'register' | 'login' | 'reset' | 'signin';

const hashCode = (target: string, code: string) => sha256(`${target}:${code}`);

/** Creates a code after the 60 s and 10-a-day checks; `deliver` runs in the same transaction. */
async function issueCode(
  ctx: AppContext,
  channel: CodeChannel,
  purpose: CodePurpose,
  target: string,
  deliver: (code: string, tx: Tx) => Promise<void>,
): Promise<{ id: number; code: string }> {
  const now = ctx.now();
  const dayStart = dayNumberStart(shanghaiDayNumber(now));
  return ctx.db.transaction(async (tx) => {
    // Serialises sends to one target, so two simultaneous requests cannot both pass the 60 s check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${channel}:${target}`}))`);
    const recent = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.channel, channel),
          eq(verificationCodes.target, target),
          gte(verificationCodes.createdAt, dayStart),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt));
    const last = recent[0];
    if (last && now.getTime() - last.createdAt.getTime() < CODE_RESEND_MS) {
      const wait = Math.ceil((CODE_RESEND_MS - (now.getTime() - last.createdAt.getTime())) / 1000);
      throw new ApiError(ApiCode.TOO_MANY, `验证码发送过于频繁，请 ${wait} 秒后再试`);
    }
    if (recent.length >= CODE_DAILY_LIMIT)
      throw new ApiError(ApiCode.TOO_MANY, '今日验证码发送次数已达上限，请明天再试');
    const code = newNumericCode();
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        channel,
        purpose,
        target,
        codeHash: hashCode(target, code),
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        createdAt: now,
      })
      .returning({ id: verificationCodes.id });
    await deliver(code, tx);
    return { id: row!.id, code };
  });
}

async function accountWithEmail(ctx: AppContext, email: string): Promise<boolean> {
  const [owner] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return owner !== undefined;
}

/**
 * POST /portal/sms/send: login codes (type 2; registration is proven by an e-mail code, so type 1 is refused by the
 * schema). D10: a phone without an account gets the same answer, with the same limits, and no SMS.
 */
export async function sendSmsCode(ctx: AppContext, phone: string): Promise<void> {
  const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  const { id, code } = await issueCode(ctx, 'sms', 'login', phone, async () => undefined);
  if (!owner) return;
  // Delivered after the answer: how long the SMS gateway takes must not tell a registered phone from another.
  const text = `【星桥链数】您的登录验证码为 ${code}，5 分钟内有效，请勿泄露。`;
  ctx.sms.send(phone, text).catch(async (error: unknown) => {
    // The error names the gateway's status, never the text (D10: no code in a log).
    ctx.log.error({ err: error, phone: maskPhone(phone) }, 'sms delivery failed');
    try {
      // Not delivered: forget the code so that the 60 s and daily limits do not count it.
      await ctx.db.delete(verificationCodes).where(eq(verificationCodes.id, id));
    } catch (cleanup) {
      ctx.log.error({ err: cleanup }, 'could not forget an undelivered sms code');
    }
  });
}

/**
 * POST /portal/email/send: registration code. D10: an address that already has an account gets the same answer
 * and limits; its mailbox is told it is registered instead of receiving a code.
 */
export async function sendRegisterEmailCode(ctx: AppContext, email: string): Promise<void> {
  const registered = await accountWithEmail(ctx, email);
  await issueCode(ctx, 'email', 'register', email.toLowerCase(), (code, tx) =>
    registered
      ? ctx.outbox.enqueue(tx, 'registered-notice', [email], alreadyRegisteredMail())
      : ctx.outbox.enqueue(tx, 'email-code', [email], emailCodeMail(code)),
  );
  ctx.outbox.kick();
}

/** POST /portal/user/forget/code. D10: an address without an account gets the same answer, and a notice, no code. */
export async function sendResetEmailCode(ctx: AppContext, email: string): Promise<void> {
  const registered = await accountWithEmail(ctx, email);
  await issueCode(ctx, 'email', 'reset', email.toLowerCase(), (code, tx) =>
    registered
      ? ctx.outbox.enqueue(tx, 'reset-code', [email], resetCodeMail(code))
      : ctx.outbox.enqueue(tx, 'not-registered-notice', [email], notRegisteredMail()),
  );
  ctx.outbox.kick();
}

/** Where an account's sign-in codes go: its mailbox, or its phone when it has no e-mail. */
export async function signInCodeChannel(
  ctx: AppContext,
  accountKey: string,
): Promise<{ channel: CodeChannel; email: string | null; phone: string | null }> {
  const [owner] = await ctx.db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(sql`lower(${users.username}) = ${accountKey}`)
    .limit(1);
  const email = owner?.email || null;
  const phone = owner?.phone || null;
  return { channel: email || !phone ? 'email' : 'sms', email, phone };
}

/**
 * POST /portal/login/code: the code a password sign-in needs as well once the account has had 20 failed sign-ins
 * within 24 hours (D10), sent to the account's own mailbox (or phone). An unknown account gets the same answer,
 * with the same limits, and nothing is sent.
 */
export async function sendSignInCode(ctx: AppContext, username: string): Promise<void> {
  const accountKey = username.trim().toLowerCase();
  const { channel, email, phone } = await signInCodeChannel(ctx, accountKey);
  const { id, code } = await issueCode(ctx, channel, 'signin', accountKey, async (code, tx) => {
    if (channel === 'email' && email) await ctx.outbox.enqueue(tx, 'signin-code', [email], signInCodeMail(code));
  });
  if (channel === 'email') {
    ctx.outbox.kick();
    return;
  }
  if (!phone) return;
  const text = `【星桥链数】您的账号近期登录失败次数较多，本次登录验证码为 ${code}，5 分钟内有效，请勿泄露。`;
  ctx.sms.send(phone, text).catch(async (error: unknown) => {
    ctx.log.error({ err: error, phone: maskPhone(phone) }, 'sms delivery failed');
    await ctx.db
      .delete(verificationCodes)
      .where(eq(verificationCodes.id, id))
      .catch((cleanup: unknown) => ctx.log.error({ err: cleanup }, 'could not forget an undelivered sms code'));
  });
}

export const CODE_WRONG = '验证码错误或已过期';
export const CODE_BURNT = '验证码错误次数过多，请重新获取';

/**
 * Checks and consumes a code: 5 minutes, 5 wrong tries burn it (D5). D10: one conditional UPDATE claims a try and,
 * when the code matches, consumes it; of tries sent together, at most 5 are ever compared, and at most one wins.
 */
export async function consumeCode(
  ctx: AppContext,
  channel: CodeChannel,
  purpose: CodePurpose,
  rawTarget: string,
  code: string,
): Promise<void> {
  const target = channel === 'email' ? rawTarget.toLowerCase() : rawTarget;
  const now = ctx.now();
  // Only the latest code sent counts: a new one replaces the earlier ones, used or not.
  const latest = and(
    eq(verificationCodes.channel, channel),
    eq(verificationCodes.purpose, purpose),
    eq(verificationCodes.target, target),
  );
  const latestId = ctx.db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(latest)
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  const [tried] = await ctx.db
    .update(verificationCodes)
    .set({
      attempts: sql`${verificationCodes.attempts} + 1`,
      consumedAt: sql`case when ${verificationCodes.codeHash} = ${hashCode(target, code)} then ${now.toISOString()}::timestamptz end`,
    })
    .where(
      and(
        eq(verificationCodes.id, latestId),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, CODE_MAX_TRIES),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ attempts: verificationCodes.attempts, consumedAt: verificationCodes.consumedAt });
  if (tried?.consumedAt) return;
  if (tried) throw new ApiError(ApiCode.BAD_CODE, tried.attempts >= CODE_MAX_TRIES ? CODE_BURNT : CODE_WRONG);
  // No try left to claim: say why (burnt, or missing / expired / used).
  const [row] = await ctx.db
    .select({
      attempts: verificationCodes.attempts,
      expiresAt: verificationCodes.expiresAt,
      consumedAt: verificationCodes.consumedAt,
    })
    .from(verificationCodes)
    .where(latest)
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  const burnt = row && !row.consumedAt && row.attempts >= CODE_MAX_TRIES && row.expiresAt.getTime() > now.getTime();
  throw new ApiError(ApiCode.BAD_CODE, burnt ? CODE_BURNT : CODE_WRONG);
}
