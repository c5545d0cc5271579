import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * An administrator's own wording of one message (a mail or a notice) in one language, used instead
 * of the built-in catalog text when the message is written. Removing the row goes back to the
 * built-in wording. `subject` is the mail's subject or the push title; `body` the mail's paragraphs
 * (blank line between them) or the notice text. Both are ICU MessageFormat, checked before saving.
 */
export const messageTemplateOverrides = pgTable(
  'message_template_overrides',
  {
    templateKey: text('template_key').notNull(),
    locale: text('locale', { enum: ['en', 'es', 'fr', 'ru'] }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.templateKey, t.locale] }),
    check('message_template_overrides_locale_check', sql`${t.locale} IN ('en', 'es', 'fr', 'ru')`),
  ],
);
