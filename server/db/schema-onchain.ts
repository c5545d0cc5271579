import {
  bigint,
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
  /** The key's identity (SHA-256 of the xpub text, migration 0033): addresses are allocated per key, not per method. */
  keyId: text('key_id').notNull(),
  /** Unused since migration 0033 (allocation is per key, deposit_keys); kept for the indexes taken before. */
  nextIndex: integer('next_index').notNull().default(0),
  /** When the method first showed an investor an address: from then on its key, chain and asset are fixed. */
  addressesGivenAt: at('addresses_given_at'),
  rpcWarning: text('rpc_warning'),
  scannedBlock: bigint('scanned_block', { mode: 'number' }),
  scannedHash: text('scanned_hash'),
  headBlock: bigint('head_block', { mode: 'number' }),
  scanError: text('scan_error'),
  scanFailures: integer('scan_failures').notNull().default(0),
  nextScanAt: at('next_scan_at'),
  scannedAt: at('scanned_at'),
});

/**
 * Addresses handed out per (method, user) before migration 0033, derived at xpub/0/derivation_index.
 * No new rows: they stay watched for their method and credited to the user they were given to.
 */
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

/** One allocation per extended public key: its next derivation index (migration 0033). */
export const depositKeys = pgTable('deposit_keys', {
  keyId: text('key_id').primaryKey(),
  nextIndex: integer('next_index').notNull().default(0),
});

/**
 * A user's one address of a key, the same for every method and chain that share the key, and
 * nobody else's: one index per (key, user), one user per (key, index).
 */
export const depositKeyAddresses = pgTable(
  'deposit_key_addresses',
  {
    keyId: text('key_id')
      .notNull()
      .references(() => depositKeys.keyId, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    derivationIndex: integer('derivation_index').notNull(),
    /** Lower-case 0x address. */
    address: text('address').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.keyId, t.userId] }),
    uniqueIndex('deposit_key_addresses_index_key').on(t.keyId, t.derivationIndex),
    uniqueIndex('deposit_key_addresses_address_key').on(t.keyId, t.address),
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
