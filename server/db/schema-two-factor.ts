import { bigint, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/**
 * Single-use recovery codes of an enabled two-factor, for a lost phone. Only a SHA-256 of the
 * user id and the code is kept (the codes are 40 random bits, shown once). A used code keeps its
 * row with `used_at` set, so a replay finds nothing to consume. The rows go with their two_factor
 * row (cascade), so turning two-factor off can never leave working codes behind.
 */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => twoFactor.userId, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);
