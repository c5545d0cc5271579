import * as z from 'zod/mini';

// zod/mini: the service worker polls these two answers, and mini keeps zod's full build out of it.

/** One notification with its fields (docs/product.md, "Entities and fields"): `_id`, message, link, isRead, createdAt. */
export const notificationSchema = z.object({
  _id: z.string(),
  message: z.string(),
  link: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications`: newest first; `nextCursor` asks for the next (older) page. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.int().check(z.minimum(0)),
  nextCursor: z.optional(z.nullable(z.string())),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `GET /api/notifications/unread-count`. */
export const unreadCountSchema = z.object({ count: z.int().check(z.minimum(0)) });
