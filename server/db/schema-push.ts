import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notifications, users } from './schema.ts';

/**
 * Web Push subscriptions, one row per browser (the endpoint is unique: a browser that signs in as
 * another user moves its subscription to that user). A push service's 404/410 deletes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Notifications waiting to be pushed. A trigger on `notifications` (migration push_outbox) fills
 * it in the writer's own transaction, for users with a subscription, whatever code inserted the
 * row; the push dispatcher takes rows out after commit.
 */
export const pushOutbox = pgTable('push_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  notificationId: uuid('notification_id')
    .notNull()
    .references(() => notifications.id, { onDelete: 'cascade' }),
});
