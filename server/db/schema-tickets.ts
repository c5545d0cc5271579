import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * Support tickets. `status` follows the thread: open (new), answered (an admin replied last),
 * customer-reply (the user replied last), closed. A user reply reopens a closed ticket.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    priority: text('priority', { enum: ['low', 'medium', 'high'] }).notNull(),
    status: text('status', { enum: ['open', 'answered', 'customer-reply', 'closed'] })
      .notNull()
      .default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('tickets_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('tickets_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('tickets_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** One message of a ticket's thread, with an optional stored attachment (image or PDF). */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorRole: text('author_role', { enum: ['user', 'admin'] }).notNull(),
    body: text('body').notNull(),
    attachmentKey: text('attachment_key'),
    attachmentMime: text('attachment_mime'),
    attachmentName: text('attachment_name'),
    attachmentSize: integer('attachment_size'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt, t.id)],
);
