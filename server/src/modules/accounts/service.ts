import { and, count, desc, eq, gt, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Role } from '#contracts/access';
import {
  ACCOUNT_MESSAGES,
  ROLE_LABELS,
  SET_PASSWORD_LINK_HOURS,
  statusChangeRefusal,
  type Account,
  type AccountList,
  type StaffRole,
} from '#contracts/accounts';
import { ACTIVATE_PATH, NOTIFICATION_LINKS } from '#contracts/app-paths';
import { ACCOUNT_STATUS_LABELS, type AccountStatus } from '#contracts/auth';
import { ApiCode } from '#contracts/codes';
import type { AppContext, Queryable } from '../../context';
import { accountTokens, loginFailures, sessions, users } from '../../db/schema';
import { hashPassword, newSecretToken, sha256 } from '../../lib/crypto';
import { likePattern } from '../../lib/like';
import { ApiError, isUniqueViolation } from '../../lib/errors';
import { assertPasswordNotCommon } from '../../lib/password-policy';
import { setPasswordMail } from '../../mail/templates';
import { recordAudit, recordOwnAudit, type RequestActor } from '../audit/service';
import { notifyAccount } from '../notifications/service';

const LINK_TTL_MS = SET_PASSWORD_LINK_HOURS * 3600 * 1000;
/** Serialises the changes that can take the last usable admin away (D8 last-admin rule). */
const ADMIN_LOCK = 'accounts:active-admins';

type UserRow = typeof users.$inferSelect;

function toAccount(row: UserRow): Account {
  return {
    id: row.id,
    username: row.username,
    orgName: row.orgName,
    role: row.role as Role,
    userType: row.userType,
    status: row.status as AccountStatus,
    email: row.email ?? '',
    phone: row.phone ?? '',
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    activated: row.passwordHash !== '',
  };
}

/** GET /portal/admin/users/list: every account, newest first. */
export async function listAccounts(
  ctx: AppContext,
  query: { role?: Role | undefined; status?: AccountStatus | undefined; keywords?: string | undefined } & {
    currPage: number;
    limit: number;
  },
): Promise<AccountList> {
  const where = and(
    query.role ? eq(users.role, query.role) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    accountKeywords(query.keywords),
  );
  const { rows, total } = await usersPage(ctx, where, query);
  return { list: rows.map(toAccount), total };
}

/** One page of accounts, newest first, and how many match (the account and review lists). */
export async function usersPage(
  ctx: AppContext,
  where: SQL | undefined,
  page: { currPage: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset((page.currPage - 1) * page.limit),
    ctx.db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

/** Accounts whose name, organisation, e-mail or phone contains `keywords` (the account and review lists). */
export function accountKeywords(keywords: string | undefined): SQL | undefined {
  const pattern = likePattern(keywords);
  if (!pattern) return undefined;
  return or(
    ilike(users.username, pattern),
    ilike(users.orgName, pattern),
    ilike(users.email, pattern),
    ilike(users.phone, pattern),
  );
}

/**
 * Where mailed links point: PUBLIC_URL (D13: required in production). A development server without it uses its own
 * listening address, never the request's Host or X-Forwarded-Host, which whoever sends the request chooses.
 */
export function linkOrigin(ctx: AppContext, request: FastifyRequest): string {
  if (ctx.config.publicUrl) return ctx.config.publicUrl;
  const address = request.server.server.address();
  const port = typeof address === 'object' && address ? address.port : ctx.config.port;
  const host = ['0.0.0.0', '::', ''].includes(ctx.config.host) ? '127.0.0.1' : ctx.config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * A new set-password link for `user`: its older unused links stop working, only the SHA-256 of the new token is
 * stored, and the mail is queued in the same transaction (D6).
 */
async function issueLink(
  ctx: AppContext,
  tx: Queryable,
  user: UserRow,
  purpose: 'activate' | 'reset',
  createdBy: number,
  origin: string,
): Promise<void> {
  const now = ctx.now();
  const { token, tokenHash } = newSecretToken();
  await tx.delete(accountTokens).where(and(eq(accountTokens.userId, user.id), isNull(accountTokens.usedAt)));
  await tx.insert(accountTokens).values({
    userId: user.id,
    tokenHash,
    purpose,
    expiresAt: new Date(now.getTime() + LINK_TTL_MS),
    createdBy,
    createdAt: now,
  });
  await ctx.outbox.enqueue(
    tx,
    'set-password',
    [user.email!],
    setPasswordMail({
      username: user.username,
      orgName: user.orgName,
      roleLabel: ROLE_LABELS[user.role as Role] ?? user.role,
      link: `${origin}/#${ACTIVATE_PATH}?token=${token}`,
      hours: SET_PASSWORD_LINK_HOURS,
      purpose,
    }),
  );
}

/** 10007 naming what is taken (the caller is the admin: nothing to hide from them). */
async function assertFree(tx: Queryable, input: { username: string; email: string; phone?: string | undefined }) {
  const [taken] = await tx
    .select({ username: users.username, email: users.email, phone: users.phone })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${input.username.toLowerCase()}`,
        sql`lower(${users.email}) = ${input.email.toLowerCase()}`,
        input.phone ? eq(users.phone, input.phone) : undefined,
      ),
    )
    .limit(1);
  if (!taken) return;
  if (taken.username.toLowerCase() === input.username.toLowerCase())
    throw new ApiError(ApiCode.DUPLICATE, ACCOUNT_MESSAGES.usernameTaken);
  if ((taken.email ?? '').toLowerCase() === input.email.toLowerCase())
    throw new ApiError(ApiCode.DUPLICATE, ACCOUNT_MESSAGES.emailTaken);
  throw new ApiError(ApiCode.DUPLICATE, ACCOUNT_MESSAGES.phoneTaken);
}

/** POST /portal/admin/users/create: a reviewer or admin account without a password, and its set-password mail. */
export async function createAccount(
  ctx: AppContext,
  actor: RequestActor,
  input: { username: string; orgName: string; email: string; phone?: string | undefined; role: StaffRole },
  origin: string,
): Promise<number> {
  const now = ctx.now();
  try {
    const id = await ctx.db.transaction(async (tx) => {
      await assertFree(tx, input);
      const [row] = await tx
        .insert(users)
        .values({
          username: input.username,
          // No password until the owner sets one with the mailed link: nothing verifies against ''.
          passwordHash: '',
          role: input.role,
          userType: null,
          status: 'approved',
          orgName: input.orgName,
          email: input.email,
          phone: input.phone ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await issueLink(ctx, tx, row!, 'activate', actor.id, origin);
      await recordAudit(tx, actor, {
        action: 'account.create',
        target: `user:${row!.id}`,
        targetName: input.orgName,
        summary: `创建${ROLE_LABELS[input.role]}账号 ${input.username}（${input.orgName}），设置密码链接已发往 ${input.email}`,
        at: now,
      });
      return row!.id;
    });
    ctx.outbox.kick();
    return id;
  } catch (error) {
    // Two creations of the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw new ApiError(ApiCode.DUPLICATE, ACCOUNT_MESSAGES.anyTaken);
    throw error;
  }
}

/** Approved admins with a password: the ones who can sign in and run the console. */
async function otherActiveAdmins(tx: Queryable, exceptId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(users)
    .where(
      and(eq(users.role, 'admin'), eq(users.status, 'approved'), ne(users.passwordHash, ''), ne(users.id, exceptId)),
    );
  return Number(row?.value ?? 0);
}

/**
 * POST /portal/admin/users/status: enable (approved) or disable an account. Disabling ends its sessions in the same
 * transaction. Registrations still pending or rejected belong to the review queue, not here. The last usable admin
 * cannot be disabled: disabling an admin takes one lock, so that two admins disabling each other at once are
 * decided one after the other and the second is refused.
 */
export async function setAccountStatus(
  ctx: AppContext,
  actor: RequestActor,
  input: { id: number; status: 'approved' | 'disabled' },
): Promise<{ account: Account; changed: boolean }> {
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    if (input.status === 'disabled') await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ADMIN_LOCK}))`);
    const [target] = await tx.select().from(users).where(eq(users.id, input.id)).for('update');
    if (!target) throw new ApiError(ApiCode.NOT_FOUND, ACCOUNT_MESSAGES.notFound);
    if (target.status === input.status) return { account: toAccount(target), changed: false };
    const refusal = statusChangeRefusal(target.status as AccountStatus, input.status);
    if (refusal) throw new ApiError(ApiCode.VALIDATION, refusal);
    if (input.status === 'disabled' && target.role === 'admin' && (await otherActiveAdmins(tx, target.id)) === 0)
      throw new ApiError(ApiCode.VALIDATION, ACCOUNT_MESSAGES.lastAdmin);
    const [row] = await tx
      .update(users)
      .set({ status: input.status, updatedAt: now })
      .where(eq(users.id, target.id))
      .returning();
    const disabled = input.status === 'disabled';
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, target.id));
    await recordAudit(tx, actor, {
      action: disabled ? 'account.disable' : 'account.enable',
      target: `user:${target.id}`,
      targetName: target.orgName,
      summary: `${disabled ? '停用' : '启用'}${ROLE_LABELS[target.role as Role] ?? ''}账号 ${target.username}（${target.orgName}）${disabled ? '，其登录会话已全部结束' : ''}`,
      at: now,
    });
    // D15: an organisation hears of its account being disabled or enabled again, in the portal and by mail.
    if (target.userType !== null)
      await notifyAccount(ctx, tx, {
        userId: target.id,
        title: disabled ? '账号已停用' : '账号已启用',
        body: disabled
          ? `您的账号 ${target.username} 已被平台管理员停用，暂时不能登录。如有疑问请联系管理单位。`
          : `您的账号 ${target.username} 已被平台管理员重新启用，现在可以登录平台。`,
        link: NOTIFICATION_LINKS.account,
      });
    return { account: toAccount(row!), changed: true };
  });
  ctx.outbox.kick();
  return result;
}

/** POST /portal/admin/users/reset: a new set-password link to the account's e-mail; older unused links stop working. */
export async function sendResetLink(ctx: AppContext, actor: RequestActor, id: number, origin: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target) throw new ApiError(ApiCode.NOT_FOUND, ACCOUNT_MESSAGES.notFound);
    if (target.status !== 'approved')
      throw new ApiError(
        ApiCode.VALIDATION,
        `该账号${ACCOUNT_STATUS_LABELS[target.status as AccountStatus] ?? ''}，不能发送设置密码链接`,
      );
    if (!target.email) throw new ApiError(ApiCode.VALIDATION, ACCOUNT_MESSAGES.noEmail);
    const purpose = target.passwordHash ? 'reset' : 'activate';
    await issueLink(ctx, tx, target, purpose, actor.id, origin);
    await recordAudit(tx, actor, {
      action: 'account.resetLink',
      target: `user:${target.id}`,
      targetName: target.orgName,
      summary: `向账号 ${target.username}（${target.orgName}）的邮箱 ${target.email} 发送${purpose === 'reset' ? '重置' : '激活'}密码链接，之前的链接已失效`,
      at: now,
    });
  });
  ctx.outbox.kick();
}

/**
 * POST /portal/user/activate: sets the password of the link's account. The link is claimed by one conditional
 * UPDATE (used_at IS NULL AND not expired), so of two uses sent together exactly one succeeds. The account's
 * sessions, lockout and other unused links end with it.
 */
export async function activateAccount(ctx: AppContext, token: string, password: string, ip: string): Promise<void> {
  const tokenHash = sha256(token);
  const [found] = await ctx.db
    .select({ link: accountTokens, user: users })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(eq(accountTokens.tokenHash, tokenHash))
    .limit(1);
  if (!found) throw new ApiError(ApiCode.BAD_CODE, ACCOUNT_MESSAGES.linkInvalid);
  if (found.link.usedAt) throw new ApiError(ApiCode.BAD_CODE, ACCOUNT_MESSAGES.linkUsed);
  if (found.link.expiresAt.getTime() <= ctx.now().getTime())
    throw new ApiError(ApiCode.BAD_CODE, ACCOUNT_MESSAGES.linkExpired);
  const { user } = found;
  if (user.status !== 'approved') throw new ApiError(ApiCode.ACCOUNT_STATE, ACCOUNT_MESSAGES.disabled);
  assertPasswordNotCommon(password, [user.username, user.email ?? '', user.phone ?? '', user.orgName]);
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(and(eq(accountTokens.id, found.link.id), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
      .returning({ id: accountTokens.id });
    if (!claimed) throw new ApiError(ApiCode.BAD_CODE, ACCOUNT_MESSAGES.linkUsed);
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.status, 'approved')))
      .returning({ id: users.id });
    // Disabled meanwhile: nothing is kept, the link included.
    if (!updated) throw new ApiError(ApiCode.ACCOUNT_STATE, ACCOUNT_MESSAGES.disabled);
    await tx.delete(accountTokens).where(and(eq(accountTokens.userId, user.id), isNull(accountTokens.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(loginFailures).where(eq(loginFailures.accountKey, user.username.toLowerCase()));
    const first = found.link.purpose === 'activate';
    await recordOwnAudit(tx, user, ip, {
      action: 'account.activate',
      summary: first ? '通过邮件链接设置密码，账号已激活' : '通过管理员发送的链接设置了新密码（所有会话已结束）',
      at: now,
    });
  });
}
