import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ledgerTransactions, users } from './schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * Ways to add money, managed by admins. Limits and the fixed charge are in site-currency cents;
 * `rate` is how many site-currency units one unit of `currency` is worth (USDT 1, BTC 65000),
 * so the amount to pay in the method's currency is amount / rate, shown with `decimals` digits.
 */
export const depositMethods = pgTable(
  'deposit_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Allowed values are checked by the request schema (src/contract/deposits.ts), not the database.
    kind: text('kind').notNull().default('manual'),
    currency: text('currency').notNull(),
    network: text('network').notNull().default(''),
    address: text('address').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    minCents: cents('min_cents').notNull(),
    maxCents: cents('max_cents').notNull(),
    chargeFixedCents: cents('charge_fixed_cents').notNull().default(0),
    chargePercentBp: integer('charge_percent_bp').notNull().default(0),
    rate: numeric('rate', { precision: 24, scale: 8 }).notNull().default('1'),
    decimals: integer('decimals').notNull().default(2),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'deposit_methods_limits',
      sql`${t.minCents} > 0 AND ${t.maxCents} >= ${t.minCents} AND ${t.chargeFixedCents} >= 0 AND ${t.chargePercentBp} BETWEEN 0 AND 10000`,
    ),
    check('deposit_methods_rate', sql`${t.rate} > 0 AND ${t.decimals} BETWEEN 0 AND 8`),
  ],
);

/**
 * A user's request to add money. The method's payment details are copied in at creation, so a
 * later edit of the method never changes what the user was asked to pay. Money moves only on
 * approval (ledger_transaction_id); status leaves 'pending' once, guarded in the UPDATE.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    methodId: uuid('method_id')
      .notNull()
      .references(() => depositMethods.id, { onDelete: 'restrict' }),
    methodName: text('method_name').notNull(),
    kind: text('kind', { enum: ['crypto', 'manual', 'evm', 'card'] }).notNull(),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    instructions: text('instructions').notNull(),
    rate: numeric('rate', { precision: 24, scale: 8 }).notNull(),
    payAmount: text('pay_amount').notNull(),
    amountCents: cents('amount_cents').notNull(),
    chargeCents: cents('charge_cents').notNull(),
    transactionHash: text('transaction_hash'),
    proofKey: text('proof_key'),
    proofMime: text('proof_mime'),
    proofName: text('proof_name'),
    proofSize: integer('proof_size'),
    // failed and expired: a card payment that did not go through; only 'approved' moved money.
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'failed', 'expired'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deposits_reference_key').on(t.reference),
    index('deposits_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('deposits_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('deposits_method_idx').on(t.methodId),
    check(
      'deposits_amounts',
      sql`${t.amountCents} > 0 AND ${t.chargeCents} >= 0 AND ${t.chargeCents} < ${t.amountCents}`,
    ),
  ],
);
