import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { LOCALES } from '../../src/contract/locales.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const cents = (name: string) => bigint(name, { mode: 'number' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default(''),
    avatar: text('avatar'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    referralCode: text('referral_code').notNull(),
    referredBy: uuid('referred_by'),
    tokenVersion: integer('token_version').notNull().default(0),
    bannedAt: timestamp('banned_at', { withTimezone: true, mode: 'date' }),
    banReason: text('ban_reason'),
    // Per-user switches an admin turns off to stop one kind of money movement for this user.
    canDeposit: boolean('can_deposit').notNull().default(true),
    canWithdraw: boolean('can_withdraw').notNull().default(true),
    canSendMoney: boolean('can_send_money').notNull().default(true),
    /** What may be sent per day to people already paid without a code (two-factor on); null: the product default. */
    sendNoCodeCents: bigint('send_no_code_cents', { mode: 'number' }),
    /** The language of the app, mail, push and statements (src/contract/locales.ts). */
    language: text('language', { enum: LOCALES }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    index('users_referred_by_idx').on(t.referredBy),
    check('users_language_check', sql`${t.language} IN ('en', 'es', 'fr', 'ru')`),
  ],
);

/** Single-use secrets mailed to a user (password reset, e-mail verification); only the hash is kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset_password', 'verify_email'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Fixed-window counters; kept in the database so every server process shares them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull(),
});

/**
 * User wallets (main, profit) and the platform's system accounts (user_id null, type 'system').
 * Only user wallets cache a balance; a system account's balance is the sum of its entries, so
 * no hot row is locked by every fee-paying transfer.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    type: text('type', { enum: ['main', 'profit', 'system'] }).notNull(),
    systemCode: text('system_code'),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('USD'),
    balanceCents: cents('balance_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wallets_user_type_key').on(t.userId, t.type),
    uniqueIndex('wallets_system_code_key').on(t.systemCode),
    check('wallets_user_balance_nonneg', sql`${t.userId} IS NULL OR ${t.balanceCents} >= 0`),
    check(
      'wallets_kind',
      sql`(${t.userId} IS NULL) = (${t.type} = 'system') AND (${t.type} = 'system') = (${t.systemCode} IS NOT NULL)`,
    ),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull(),
    userId: uuid('user_id').references(() => users.id),
    counterpartyUserId: uuid('counterparty_user_id').references(() => users.id),
    amountCents: cents('amount_cents').notNull(),
    chargeCents: cents('charge_cents').notNull().default(0),
    status: text('status').notNull().default('completed'),
    reversesId: uuid('reverses_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_reference_key').on(t.reference),
    // The per-party and the created indexes also INCLUDE the columns the totals read (migrations 0048,
    // 0049); drizzle cannot say so.
    index('ledger_transactions_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('ledger_transactions_counterparty_idx').on(t.counterpartyUserId, t.createdAt.desc(), t.id.desc()),
    index('ledger_transactions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('ledger_transactions_amounts', sql`${t.amountCents} >= 0 AND ${t.chargeCents} >= 0`),
  ],
);

/** Append-only postings; each transaction's entries sum to zero. Credit positive, debit negative. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id),
    amountCents: cents('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_wallet_idx').on(t.walletId, t.id),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['in_flight', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    /** Which claim holds the key (migration 0023); null for keys claimed by send_money_request(). */
    claimId: uuid('claim_id'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by'),
  updatedAt: updatedAt(),
});

export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    senderUserId: uuid('sender_user_id')
      .notNull()
      .references(() => users.id),
    recipientUserId: uuid('recipient_user_id')
      .notNull()
      .references(() => users.id),
    amountCents: cents('amount_cents').notNull(),
    chargeCents: cents('charge_cents').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('transfers_sender_idx').on(t.senderUserId, t.createdAt.desc(), t.id.desc()),
    index('transfers_recipient_idx').on(t.recipientUserId, t.createdAt.desc(), t.id.desc()),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    link: text('link').notNull().default(''),
    isRead: boolean('is_read').notNull().default(false),
    /** Which preference routes it (notification-categories.ts); NULL on rows from before migration 0020. */
    category: text('category').default('money'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);

/** Who did what as an admin, with before and after values. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    /** Where the action came from (the client address through trusted proxies, TRUST_PROXY); null outside a request. */
    clientAddress: text('client_address'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc())],
);

/** One row per installation: the generated JWT secret lives in DATA_DIR, this is for facts such as first-start. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
