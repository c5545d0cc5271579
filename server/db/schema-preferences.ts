import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * A user's choice per notification category and channel; no row means the defaults
 * (everything on). E-mail is read by mail.outbox.ts, in-app and push by the notifications trigger
 * (migration 0020); security ignores all three.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    email: boolean('email').notNull().default(true),
    inApp: boolean('in_app').notNull().default(true),
    push: boolean('push').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);
