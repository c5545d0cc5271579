import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * Web Push subscriptions, one row per browser (the endpoint is unique: a browser that signs in as
 * another user moves its subscription to that user). A push service's 404/410 deletes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Notifications waiting to be pushed, each with its own copy of the text (the in-app row may be
 * gone: the user can want push but not the bell for a category). A trigger on `notifications`
 * (migrations 0006, 0020) fills it in the writer's own transaction, for users with a subscription
 * who did not turn push off for the category; the push dispatcher takes rows out after commit.
 */
export const pushOutbox = pgTable('push_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The notification's id, which the browser uses as the tag; no foreign key (see above). */
  notificationId: uuid('notification_id').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  link: text('link').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
