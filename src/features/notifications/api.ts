import { API } from '@/contracts/paths';
import type {
  NotificationList,
  NotificationListQuery,
  NotificationReadPayload,
  NotificationReadResult,
} from '@/contracts/notifications';
import { getData, postData } from '@/lib/request';

/** Every query of the notifications (the bell and the list) starts with this key: one invalidation refreshes all. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** GET /portal/notifications/list — the account's own notifications, newest first, and its unread count. */
export function fetchNotifications(
  query: { unread?: boolean; currPage: number; limit: number },
  signal?: AbortSignal,
): Promise<NotificationList> {
  const params: NotificationListQuery = {
    currPage: query.currPage,
    limit: query.limit,
    ...(query.unread ? { unread: 'true' } : {}),
  };
  return getData<NotificationList>(API.notificationsList, params, { silentLoading: true, signal });
}

/** The bell's count: a hint, so a failure keeps quiet (a 10004 still ends the session). */
export function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  return getData<NotificationList>(
    API.notificationsList,
    { unread: 'true', currPage: 1, limit: 1 },
    { silentLoading: true, silentError: true, signal },
  ).then((answer) => answer.unread);
}

/** POST /portal/notifications/read {ids} or {all: true}. */
export function markNotificationsRead(payload: NotificationReadPayload): Promise<NotificationReadResult> {
  return postData<NotificationReadResult>(API.notificationsRead, payload, { silentLoading: true });
}
