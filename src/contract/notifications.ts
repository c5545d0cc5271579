import { z } from 'zod';
import { notificationSchema } from './notification-shape.ts';

export const notificationQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

/** Answer of the read / unread toggles. */
export const notificationUpdateSchema = z.object({
  message: z.string(),
  notification: notificationSchema,
  unreadCount: z.number().int().min(0),
});

export const markAllReadSchema = z.object({
  message: z.string(),
  updated: z.number().int().min(0),
  unreadCount: z.number().int().min(0),
});

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

/** Who an "all users" broadcast reaches right now: its preview states the number before it goes. */
export const broadcastAudienceSchema = z.object({ investors: z.number().int().nonnegative() });
