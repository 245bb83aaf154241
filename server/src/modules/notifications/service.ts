import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { ApiCode } from '#contracts/codes';
import type {
  Notification,
  NotificationList,
  NotificationReadPayload,
  NotificationReadResult,
} from '#contracts/notifications';
import type { AppContext, Queryable } from '../../context';
import { notifications, users } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { notificationMail, type MailContent } from '../../mail/templates';

export const NOTIFICATION_NOT_FOUND = '通知不存在';

export interface NewNotification {
  userId: number;
  title: string;
  body: string;
  /** The in-app path of what was decided. */
  link: string;
  /** The decision's own mail (kind and content); without it the notification itself is mailed. */
  mail?: { kind: string; content: MailContent };
}

/**
 * D15: tells an organisation account of a decision, inside the decision's transaction `tx`, and queues its mail to
 * the account's address in the same transaction, so that the decision, the notification and the mail stand or fall
 * together. The caller kicks the outbox after the commit.
 */
export async function notifyAccount(ctx: AppContext, tx: Queryable, input: NewNotification): Promise<void> {
  const now = ctx.now();
  await tx.insert(notifications).values({
    userId: input.userId,
    title: input.title,
    body: input.body,
    link: input.link,
    createdAt: now,
  });
  const [owner] = await tx
    .select({ email: users.email, orgName: users.orgName })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!owner?.email) return;
  const mail = input.mail ?? {
    kind: 'notification',
    content: notificationMail({ orgName: owner.orgName, title: input.title, body: input.body }),
  };
  await ctx.outbox.enqueue(tx, mail.kind, [owner.email], mail.content);
}

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.value ?? 0);
}

/** GET /portal/notifications/list: the caller's own notifications only, newest first. */
export async function listNotifications(
  ctx: AppContext,
  userId: number,
  query: { unread: boolean; currPage: number; limit: number },
): Promise<NotificationList> {
  const where: SQL | undefined = and(
    eq(notifications.userId, userId),
    query.unread ? isNull(notifications.readAt) : undefined,
  );
  const [rows, [total], unread] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.id))
      .limit(query.limit)
      .offset((query.currPage - 1) * query.limit),
    ctx.db.select({ value: count() }).from(notifications).where(where),
    unreadCount(ctx.db, userId),
  ]);
  return { list: rows.map(toNotification), total: Number(total?.value ?? 0), unread };
}

/**
 * POST /portal/notifications/read. `all` marks what is unread when the statement runs: a notification committed
 * after it stays unread. Ids that are not the caller's (another organisation's, or none at all) refuse the whole
 * request with 10009, so that nobody learns or touches what belongs to someone else.
 */
export async function markNotificationsRead(
  ctx: AppContext,
  userId: number,
  input: NotificationReadPayload,
): Promise<NotificationReadResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    let marked: { id: number }[];
    if (input.all) {
      marked = await tx
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
    } else {
      const ids = [...new Set(input.ids ?? [])];
      const owned = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)));
      if (owned.length !== ids.length) throw new ApiError(ApiCode.NOT_FOUND, NOTIFICATION_NOT_FOUND);
      marked = await tx
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
    }
    return { marked: marked.length, unread: await unreadCount(tx, userId) };
  });
}
