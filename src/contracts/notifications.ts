import { z } from 'zod';
import { pagingQuery } from './envelope';

/** GET /portal/notifications/list: newest first; `unread=true` (or 1) keeps the unread ones only. */
export const notificationListQuerySchema = z.object({
  unread: z
    .enum(['true', 'false', '1', '0'], { error: 'unread 只能是 true 或 false' })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  ...pagingQuery,
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** One decision an organisation is told about (D15); `link` is the in-app path of what was decided. */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `total` counts the list asked for; `unread` every unread notification of the account, whatever was asked. */
export const notificationListSchema = z.object({
  list: z.array(notificationSchema),
  total: z.number().int(),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /portal/notifications/read: the given ids, or every one with `all: true`. */
export const notificationReadSchema = z
  .object({
    ids: z.array(z.number().int().positive()).max(100, '一次最多标记 100 条').optional(),
    all: z.boolean().optional(),
  })
  .refine((value) => value.all === true || (value.ids?.length ?? 0) > 0, '请选择要标记为已读的通知');
export type NotificationReadPayload = z.infer<typeof notificationReadSchema>;

/** The answer to a read: how many were marked now and how many stay unread. */
export const notificationReadResultSchema = z.object({ marked: z.number().int(), unread: z.number().int() });
export type NotificationReadResult = z.infer<typeof notificationReadResultSchema>;
