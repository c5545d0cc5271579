import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * TOTP two-factor authentication, at most one row per user. The secret is stored encrypted
 * (AES-256-GCM, key derived from JWT_SECRET); `enabled_at` is null while enrolment waits for
 * the first code. `last_time_step` is the 30-second step of the last accepted code: a code is
 * accepted once, never replayed.
 */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEnc: text('secret_enc').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
