import { bigint, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';
import { depositMethods, deposits } from './schema-deposits.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The EVM settings of a deposit method of kind 'evm' (migration 0024) and its watcher's checkpoint:
 * `scanned_block` is the last block fully processed, `scanned_hash` its hash (a changed hash there
 * means a reorganisation under the checkpoint). Only the extended PUBLIC key is stored.
 */
export const depositMethodEvm = pgTable('deposit_method_evm', {
  methodId: uuid('method_id')
    .primaryKey()
    .references(() => depositMethods.id, { onDelete: 'cascade' }),
  chainId: integer('chain_id').notNull(),
  rpcUrl: text('rpc_url').notNull(),
  /** Lower-case ERC-20 contract address; null for the chain's native coin. */
  tokenAddress: text('token_address'),
  assetDecimals: integer('asset_decimals').notNull(),
  confirmations: integer('confirmations').notNull(),
  xpub: text('xpub').notNull(),
  nextIndex: integer('next_index').notNull().default(0),
  rpcWarning: text('rpc_warning'),
  scannedBlock: bigint('scanned_block', { mode: 'number' }),
  scannedHash: text('scanned_hash'),
  headBlock: bigint('head_block', { mode: 'number' }),
  scanError: text('scan_error'),
  scanFailures: integer('scan_failures').notNull().default(0),
  nextScanAt: at('next_scan_at'),
  scannedAt: at('scanned_at'),
});

/** One personal address per (method, user), derived at xpub/0/derivation_index. */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    methodId: uuid('method_id')
      .notNull()
      .references(() => depositMethods.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    derivationIndex: integer('derivation_index').notNull(),
    /** Lower-case 0x address. */
    address: text('address').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposit_addresses_method_user_key').on(t.methodId, t.userId),
    uniqueIndex('deposit_addresses_method_index_key').on(t.methodId, t.derivationIndex),
    uniqueIndex('deposit_addresses_method_address_key').on(t.methodId, t.address),
  ],
);

export const ONCHAIN_STATUSES = ['seen', 'credited', 'dropped', 'review', 'awaiting_approval', 'resolved'] as const;
export type OnchainStatus = (typeof ONCHAIN_STATUSES)[number];
/** unrepresentable: the value is not a whole number of cents or more cents than a number holds exactly; amount_cents stays 0, amount_units keeps it whole. */
export const ONCHAIN_REVIEW_REASONS = ['under_minimum', 'over_maximum', 'wrong_asset', 'unrepresentable'] as const;

/**
 * Every transfer seen to a derived address, once per (chain, tx hash, log index; -1 for a native
 * transfer). 'seen' waits for its confirmations, then becomes 'credited' (with its deposit) exactly
 * once, or 'dropped' when its block left the canonical chain first; 'review' waits for an admin,
 * 'awaiting_approval' for a second admin (four-eyes) once the first chose to credit it.
 */
export const onchainPayments = pgTable(
  'onchain_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    methodId: uuid('method_id')
      .notNull()
      .references(() => depositMethods.id, { onDelete: 'restrict' }),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    address: text('address').notNull(),
    /** The contract that emitted the Transfer; null for the native coin. */
    assetAddress: text('asset_address'),
    amountUnits: numeric('amount_units', { precision: 78, scale: 0 }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: ONCHAIN_STATUSES }).notNull().default('seen'),
    reviewReason: text('review_reason', { enum: ONCHAIN_REVIEW_REASONS }),
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    depositId: uuid('deposit_id').references(() => deposits.id),
    seenAt: at('seen_at').notNull().defaultNow(),
    creditedAt: at('credited_at'),
    reorgReportedAt: at('reorg_reported_at'),
  },
  (t) => [
    uniqueIndex('onchain_payments_chain_tx_log_key').on(t.chainId, t.txHash, t.logIndex),
    index('onchain_payments_method_status_idx').on(t.methodId, t.status, t.blockNumber),
    index('onchain_payments_user_idx').on(t.userId, t.methodId, t.seenAt.desc()),
    uniqueIndex('onchain_payments_deposit_key').on(t.depositId),
  ],
);
