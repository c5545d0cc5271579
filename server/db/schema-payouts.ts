import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema.ts';
import { withdrawals } from './schema-withdrawals.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const PAYOUT_BATCH_STATUSES = ['awaiting_approval', 'ready', 'paid', 'cancelled'] as const;

/**
 * Pending crypto withdrawals paid with one multi-send. For an EVM asset the batch names the chain,
 * the token (null: the native coin), its decimals and the rate (site units per token unit).
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    status: text('status', { enum: PAYOUT_BATCH_STATUSES }).notNull().default('ready'),
    chainId: integer('chain_id'),
    tokenAddress: text('token_address'),
    assetDecimals: integer('asset_decimals').notNull().default(6),
    rate: numeric('rate', { precision: 24, scale: 8 }).notNull().default('1'),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    approvedBy: uuid('approved_by').references(() => users.id),
    paidBy: uuid('paid_by').references(() => users.id),
    transactionHash: text('transaction_hash'),
    createdAt: at('created_at').notNull().defaultNow(),
    approvedAt: at('approved_at'),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('payout_batches_reference_key').on(t.reference),
    index('payout_batches_created_idx').on(t.createdAt.desc()),
    check('payout_batches_status_check', sql`${t.status} IN ('awaiting_approval', 'ready', 'paid', 'cancelled')`),
    check('payout_batches_four_eyes', sql`${t.approvedBy} IS NULL OR ${t.approvedBy} <> ${t.createdBy}`),
    check(
      'payout_batches_total_check',
      sql`${t.totalCents} > 0 AND ${t.assetDecimals} BETWEEN 0 AND 36 AND ${t.rate} > 0`,
    ),
  ],
);

/** A withdrawal in a batch, with the address and net amount it is paid (copied when the batch was made) and what paid it. */
export const payoutBatchItems = pgTable(
  'payout_batch_items',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id, { onDelete: 'cascade' }),
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id, { onDelete: 'restrict' }),
    address: text('address').notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    /** The transaction that paid it (set when the batch is marked paid). */
    transactionHash: text('transaction_hash'),
    /** Why it was not payable when the batch was marked paid: paid on chain all the same, flagged for an admin. */
    exception: text('exception'),
  },
  (t) => [
    primaryKey({ name: 'payout_batch_items_pk', columns: [t.batchId, t.withdrawalId] }),
    uniqueIndex('payout_batch_items_withdrawal_key').on(t.withdrawalId),
  ],
);
