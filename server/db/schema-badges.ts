import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ledgerTransactions, users } from './schema.ts';

const cents = (name: string) => bigint(name, { mode: 'number' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Ranking badges in ladder order (`rank`); a threshold of 0 is not required. */
export const badges = pgTable('badges', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  icon: text('icon').notNull().default(''),
  description: text('description').notNull().default(''),
  rank: integer('rank').notNull(),
  minDepositedCents: cents('min_deposited_cents').notNull().default(0),
  minInvestedCents: cents('min_invested_cents').notNull().default(0),
  minEarnedCents: cents('min_earned_cents').notNull().default(0),
  minReferrals: integer('min_referrals').notNull().default(0),
  bonusCents: cents('bonus_cents').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Badges a user has reached; the primary key makes each bonus payable once, ever. */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    badgeId: uuid('badge_id')
      .notNull()
      .references(() => badges.id),
    bonusCents: cents('bonus_cents').notNull().default(0),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    reachedAt: ts('reached_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] })],
);
