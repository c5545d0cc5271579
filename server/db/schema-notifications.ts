import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/** What admins sent from /admin/notifications: one row per send, to one user or to every user. */
export const notificationBroadcasts = pgTable(
  'notification_broadcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sentBy: uuid('sent_by')
      .notNull()
      .references(() => users.id),
    audience: text('audience', { enum: ['all', 'user'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    link: text('link').notNull().default(''),
    recipients: integer('recipients').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('notification_broadcasts_created_idx').on(t.createdAt.desc(), t.id.desc())],
);
