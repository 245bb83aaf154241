import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { ApiCode } from '../../../../src/contracts/envelope';
import type { AppContext } from '../../context';
import { users, verificationCodes } from '../../db/schema';
import { newNumericCode, sha256 } from '../../lib/crypto';
import { ApiError } from '../../lib/errors';
import { DAY_MS, SHANGHAI_OFFSET_MS, shanghaiDayNumber } from '../../lib/time';
import { emailCodeMail, resetCodeMail } from '../../mail/templates';

/** D5 limits. */
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_TRIES = 5;
export const CODE_RESEND_MS = 60_000;
export const CODE_DAILY_LIMIT = 10;

export type CodeChannel = 'sms' | 'email';
export type CodePurpose = 'register' | 'login' | 'reset';

const hashCode = (target: string, code: string) => sha256(`${target}:${code}`);

/** Creates a code after the 60 s and 10-a-day checks; `deliver` runs in the same transaction. */
async function issueCode(
  ctx: AppContext,
  channel: CodeChannel,
  purpose: CodePurpose,
  target: string,
  deliver: (code: string, tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0]) => Promise<void>,
): Promise<number> {
  const now = ctx.now();
  const dayStart = new Date(shanghaiDayNumber(now) * DAY_MS - SHANGHAI_OFFSET_MS);
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
    return row!.id;
  });
}

/** POST /portal/sms/send: type 1 register, 2 login. */
export async function sendSmsCode(ctx: AppContext, phone: string, type: 1 | 2): Promise<void> {
  const [owner] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  if (type === 1 && owner) throw new ApiError(ApiCode.DUPLICATE, '该手机号已被注册');
  if (type === 2 && !owner) throw new ApiError(ApiCode.NOT_FOUND, '该手机号未注册');
  const purpose: CodePurpose = type === 1 ? 'register' : 'login';
  let text = '';
  const id = await issueCode(ctx, 'sms', purpose, phone, async (code) => {
    text = `【星桥链数】您的${type === 1 ? '注册' : '登录'}验证码为 ${code}，5 分钟内有效，请勿泄露。`;
  });
  try {
    await ctx.sms.send(phone, text);
  } catch (error) {
    ctx.log.error({ err: error }, 'sms delivery failed');
    // Not delivered: forget the code so that the 60 s and daily limits do not count it.
    await ctx.db.delete(verificationCodes).where(eq(verificationCodes.id, id));
    throw new ApiError(ApiCode.SERVER_ERROR, '短信发送失败，请稍后再试');
  }
}

/** POST /portal/email/send: registration code. */
export async function sendRegisterEmailCode(ctx: AppContext, email: string): Promise<void> {
  const target = email.toLowerCase();
  const [owner] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${target}`)
    .limit(1);
  if (owner) throw new ApiError(ApiCode.DUPLICATE, '该邮箱已被注册');
  await issueCode(ctx, 'email', 'register', target, (code, tx) =>
    ctx.outbox.enqueue(tx, 'email-code', [email], emailCodeMail(code)),
  );
  ctx.outbox.kick();
}

/** POST /portal/user/forget/code */
export async function sendResetEmailCode(ctx: AppContext, email: string): Promise<void> {
  const target = email.toLowerCase();
  const [owner] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${target}`)
    .limit(1);
  if (!owner) throw new ApiError(ApiCode.NOT_FOUND, '该邮箱未注册');
  await issueCode(ctx, 'email', 'reset', target, (code, tx) =>
    ctx.outbox.enqueue(tx, 'reset-code', [email], resetCodeMail(code)),
  );
  ctx.outbox.kick();
}

export const CODE_WRONG = '验证码错误或已过期';
export const CODE_BURNT = '验证码错误次数过多，请重新获取';

/** Checks and consumes a code: 5 minutes, 5 wrong tries burn it (D5). */
export async function consumeCode(
  ctx: AppContext,
  channel: CodeChannel,
  purpose: CodePurpose,
  rawTarget: string,
  code: string,
): Promise<void> {
  const target = channel === 'email' ? rawTarget.toLowerCase() : rawTarget;
  const now = ctx.now();
  const [row] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.target, target),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= now.getTime()) throw new ApiError(ApiCode.BAD_CODE, CODE_WRONG);
  if (row.attempts >= CODE_MAX_TRIES) throw new ApiError(ApiCode.BAD_CODE, CODE_BURNT);
  if (row.codeHash !== hashCode(target, code)) {
    const [updated] = await ctx.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id))
      .returning({ attempts: verificationCodes.attempts });
    throw new ApiError(ApiCode.BAD_CODE, (updated?.attempts ?? 0) >= CODE_MAX_TRIES ? CODE_BURNT : CODE_WRONG);
  }
  // Consume atomically: of two simultaneous uses, only one succeeds.
  const used = await ctx.db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw new ApiError(ApiCode.BAD_CODE, CODE_WRONG);
}
