import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SECURITY_HOLD_REASONS } from '../../src/contract/security-hold-reasons.ts';
import { users } from './schema.ts';

/**
 * One row per security change (password, e-mail, two-factor, recovery code, passkey). Withdrawals
 * pause while the latest row is younger than the admin's cooling-off setting: the end is computed
 * from `started_at` and the current setting, so an admin who lengthens the period protects the
 * changes already made too. Rows are kept as the account's security history.
 */
export const securityHolds = pgTable(
  'security_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: SECURITY_HOLD_REASONS }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('security_holds_user_idx').on(t.userId, t.startedAt.desc())],
);
