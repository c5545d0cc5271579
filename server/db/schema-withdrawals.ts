import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
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

/** One detail a user must give for a payout method, e.g. { key: 'iban', label: 'IBAN', required: true }. */
export type MethodField = { key: string; label: string; required: boolean };

/** Ways to be paid out, managed by admins. Limits and the fixed charge in site-currency cents. */
export const withdrawalMethods = pgTable(
  'withdrawal_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    minCents: cents('min_cents').notNull(),
    maxCents: cents('max_cents').notNull(),
    chargeFixedCents: cents('charge_fixed_cents').notNull().default(0),
    chargePercentBp: integer('charge_percent_bp').notNull().default(0),
    processingTime: text('processing_time').notNull().default(''),
    fields: jsonb('fields').$type<MethodField[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'withdrawal_methods_limits',
      sql`${t.minCents} > 0 AND ${t.maxCents} >= ${t.minCents} AND ${t.chargeFixedCents} >= 0 AND ${t.chargePercentBp} BETWEEN 0 AND 10000`,
    ),
  ],
);

/** A user's saved payout details for one method (values keyed by the method's field keys). */
export const withdrawalAccounts = pgTable(
  'withdrawal_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    methodId: uuid('method_id')
      .notNull()
      .references(() => withdrawalMethods.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    /** When the payout details were last set (added or edited): the cooling-off counts from here; null predates the rule. */
    detailsChangedAt: timestamp('details_changed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('withdrawal_accounts_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * A payout request. The amount left the Main wallet for withdrawals_payable when it was made
 * (request_transaction_id); approval pays it out (settle_transaction_id), rejection refunds it
 * (settle_transaction_id is then the refund). The account's details are copied in, so editing or
 * deleting the account later never changes where a request was paid.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    methodId: uuid('method_id')
      .notNull()
      .references(() => withdrawalMethods.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id').references(() => withdrawalAccounts.id, { onDelete: 'set null' }),
    methodName: text('method_name').notNull(),
    currency: text('currency').notNull(),
    accountName: text('account_name').notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    processingTime: text('processing_time').notNull().default(''),
    amountCents: cents('amount_cents').notNull(),
    chargeCents: cents('charge_cents').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    payoutReference: text('payout_reference'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    /** The account's details_changed_at when the request copied its details: the payout checks the cooling-off again from it. */
    accountChangedAt: timestamp('account_changed_at', { withTimezone: true, mode: 'date' }),
    requestTransactionId: uuid('request_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    settleTransactionId: uuid('settle_transaction_id').references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('withdrawals_reference_key').on(t.reference),
    index('withdrawals_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('withdrawals_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('withdrawals_method_idx').on(t.methodId),
    index('withdrawals_account_idx').on(t.accountId),
    check(
      'withdrawals_amounts',
      sql`${t.amountCents} > 0 AND ${t.chargeCents} >= 0 AND ${t.chargeCents} < ${t.amountCents}`,
    ),
  ],
);
