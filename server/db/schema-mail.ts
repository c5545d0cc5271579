import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The mail outbox: one row per mail, written in the transaction of the event that causes it, so a
 * rolled-back event sends nothing and a committed one is never lost. The sender job claims due
 * rows (FOR UPDATE SKIP LOCKED), renders the template with `data` and sends; a failure retries
 * with backoff until the attempts run out ('failed', resendable by an admin).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    /** A key of server/modules/mail/mail.templates.ts; rendered at send time. */
    template: text('template').notNull(),
    /** As the template first gave it, for the admin list (the sent mail's subject is rendered again). */
    subject: text('subject').notNull(),
    data: jsonb('data').$type<Record<string, string | number>>().notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} IN ('queued', 'sent', 'failed')`),
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('mail_outbox_list_idx').on(t.createdAt.desc(), t.id.desc()),
    index('mail_outbox_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
  ],
);
