import { z } from 'zod';

/** One notification as the spec names its fields (§3): `_id`, message, link, isRead, createdAt. */
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
  unreadCount: z.number().int().min(0),
  nextCursor: z.string().nullable().optional(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

export const unreadCountSchema = z.object({ count: z.number().int().min(0) });

/** Answer of the read / unread toggles. */
export const notificationUpdateSchema = z.object({
  message: z.string(),
  notification: notificationSchema,
  unreadCount: z.number().int().min(0),
});

export const markAllReadSchema = z.object({ message: z.string(), updated: z.number().int().min(0), unreadCount: z.number().int().min(0) });

/** An in-app path only ("/user/deposit"), so a notification can never send a user off-site. */
export const notificationLinkField = z
  .string()
  .trim()
  .max(300, 'must be at most 300 characters')
  .regex(/^(\/(?!\/)[^\s\\]*)?$/, 'must be an in-app path starting with /');

/** `POST /api/admin/notifications`: exactly one of userId, email or all: true. */
export const broadcastRequestSchema = z
  .strictObject({
    message: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
    link: notificationLinkField.optional().default(''),
    userId: z.string().trim().max(64, 'is too long').optional(),
    email: z.string().trim().toLowerCase().max(254, 'must be at most 254 characters').optional(),
    all: z.literal(true).optional(),
  })
  .refine((v) => [v.userId, v.email, v.all].filter((x) => x !== undefined && x !== '').length === 1, {
    message: 'choose exactly one of userId, email or all',
    path: ['audience'],
  });
export type BroadcastRequest = z.input<typeof broadcastRequestSchema>;

export const broadcastSchema = z.object({
  id: z.string(),
  audience: z.enum(['all', 'user']),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  message: z.string(),
  link: z.string(),
  recipients: z.number().int(),
  sentBy: z.string(),
  createdAt: z.string(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;
export const broadcastPageSchema = z.object({ items: z.array(broadcastSchema), nextCursor: z.string().nullable() });
export const broadcastResultSchema = z.object({ message: z.string(), broadcast: broadcastSchema });
