import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ledgerTransactions, users } from './schema.ts';

/**
 * Commissions paid up the referrer chain. One row per (source event, level): the unique key
 * makes a second payment for the same deposit, investment or profit period impossible.
 */
export const referralCommissions = pgTable(
  'referral_commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id),
    level: integer('level').notNull(),
    sourceKind: text('source_kind', { enum: ['deposit', 'investment', 'profit'] }).notNull(),
    sourceId: text('source_id').notNull(),
    sourceAmountCents: bigint('source_amount_cents', { mode: 'number' }).notNull(),
    percentBasisPoints: integer('percent_basis_points').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_commissions_source_key').on(t.sourceKind, t.sourceId, t.level),
    index('referral_commissions_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);
