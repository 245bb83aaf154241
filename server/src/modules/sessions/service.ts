import { and, count, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '#contracts/access';
import { ROLE_LABELS } from '#contracts/accounts';
import { ApiCode } from '#contracts/codes';
import { SESSION_MESSAGES, type ActiveSession, type SessionList } from '#contracts/sessions';
import type { AppContext } from '../../context';
import { auditLog, sessions, users } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { likePattern } from '../../lib/like';
import { formatShanghai } from '#utils/shanghai-date';
import { REMEMBER_MAX_MS, SESSION_MAX_MS } from '../../plugins/auth';
import { recordAudit, type RequestActor } from '../audit/service';

/**
 * Where a session signed in from: the address of its sign-in's audit row, written in the same transaction as the
 * session (same account, same time), so the listing reads what sign-in already records.
 */
const signInIp = sql<string>`coalesce((select ${auditLog.ip} from ${auditLog} where ${auditLog.actorId} = ${sessions.userId} and ${auditLog.action} = 'auth.login' and ${auditLog.at} <= ${sessions.createdAt} order by ${auditLog.at} desc, ${auditLog.id} desc limit 1), '')`;

/** Sessions that still authenticate: not past their sliding expiry nor their absolute lifetime (D5, D10). */
function activeAt(now: Date): SQL {
  return and(
    gt(sessions.expiresAt, now),
    eq(users.status, 'approved'),
    or(
      and(eq(sessions.remember, true), gt(sessions.createdAt, new Date(now.getTime() - REMEMBER_MAX_MS))),
      and(eq(sessions.remember, false), gt(sessions.createdAt, new Date(now.getTime() - SESSION_MAX_MS))),
    ),
  )!;
}

/** GET /portal/admin/sessions/list: the active sessions, the most recently started first. */
export async function listSessions(
  ctx: AppContext,
  currentSessionId: number,
  query: {
    role?: Role | undefined;
    autoLogin?: 'true' | 'false' | undefined;
    keywords?: string | undefined;
    currPage: number;
    limit: number;
  },
): Promise<SessionList> {
  const pattern = likePattern(query.keywords);
  const where = and(
    activeAt(ctx.now()),
    query.role ? eq(users.role, query.role) : undefined,
    query.autoLogin ? eq(sessions.remember, query.autoLogin === 'true') : undefined,
    pattern
      ? or(ilike(users.username, pattern), ilike(users.orgName, pattern), sql`${signInIp} ilike ${pattern}`)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: sessions.id,
        userId: users.id,
        username: users.username,
        orgName: users.orgName,
        role: users.role,
        ip: signInIp,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        remember: sessions.remember,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(where)
      .orderBy(desc(sessions.createdAt), desc(sessions.id))
      .limit(query.limit)
      .offset((query.currPage - 1) * query.limit),
    ctx.db.select({ value: count() }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(where),
  ]);
  const list: ActiveSession[] = rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    username: row.username,
    orgName: row.orgName,
    role: row.role as Role,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    autoLogin: row.remember,
    current: row.id === currentSessionId,
  }));
  return { list, total: Number(total?.value ?? 0) };
}

/**
 * POST /portal/admin/sessions/end: deletes the session (its next request answers 10004) and records it. The
 * caller's own session needs `confirmOwn`. Of two ends sent together, the row lock lets one through and the other
 * finds nothing (10009).
 */
export async function endSession(
  ctx: AppContext,
  actor: RequestActor,
  input: { id: number; confirmOwn?: boolean | undefined },
): Promise<{ own: boolean }> {
  const own = input.id === actor.sessionId;
  if (own && input.confirmOwn !== true) throw new ApiError(ApiCode.VALIDATION, SESSION_MESSAGES.ownSession);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select({
        id: sessions.id,
        remember: sessions.remember,
        createdAt: sessions.createdAt,
        ip: signInIp,
        userId: users.id,
        username: users.username,
        orgName: users.orgName,
        role: users.role,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, input.id))
      .for('update', { of: sessions });
    if (!target) throw new ApiError(ApiCode.NOT_FOUND, SESSION_MESSAGES.notFound);
    const [deleted] = await tx.delete(sessions).where(eq(sessions.id, target.id)).returning({ id: sessions.id });
    if (!deleted) throw new ApiError(ApiCode.NOT_FOUND, SESSION_MESSAGES.notFound);
    const whose = `${ROLE_LABELS[target.role as Role] ?? ''}账号 ${target.username}（${target.orgName}）`;
    const where = target.ip ? `从 ${target.ip} ` : '';
    await recordAudit(tx, actor, {
      action: 'session.end',
      target: `user:${target.userId}`,
      targetName: target.orgName,
      summary: `结束${own ? '自己当前的' : ''}${whose}于 ${formatShanghai(target.createdAt)} ${where}登录的${target.remember ? '自动登录' : ''}会话，该会话需重新登录`,
      at: now,
    });
  });
  return { own };
}
