import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ProtectionChange } from '../i18n/phrases.ts';
import { ledgerTransactions, users } from './schema.ts';
import { withdrawals } from './schema-withdrawals.ts';

export const APPROVAL_KINDS = [
  'withdrawal_payout',
  'balance_adjustment',
  'onchain_credit',
  'card_credit',
  'settings_change',
  'method_change',
] as const;
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** What the first admin asked for, replayed as is by the approval. */
export type ApprovalDetails =
  | { kind: 'withdrawal_payout'; payoutReference: string | null }
  | { kind: 'balance_adjustment'; walletType: 'main' | 'profit'; direction: 'add' | 'subtract'; reason: string }
  | { kind: 'onchain_credit'; paymentId: string; note: string }
  | { kind: 'card_credit'; issueId: string; note: string }
  /** Settings that loosen a protection (server/modules/settings/settings-loosening.ts): the whole patch, applied as asked. */
  | {
      kind: 'settings_change';
      patch: Record<string, unknown>;
      changes: ProtectionChange[];
    }
  | MethodChangeDetails;

/**
 * A deposit or withdrawal method's change that loosens a protection (server/modules/approvals/method-change.service.ts):
 * the method (null: a new one), the whole request body replayed by the approval, and each change in
 * words (keys as fingerprints, RPC URLs as hosts).
 */
export type MethodChangeDetails = {
  kind: 'method_change';
  methodType: 'deposit' | 'withdrawal';
  methodId: string | null;
  patch: Record<string, unknown>;
  changes: ProtectionChange[];
};

/**
 * Four-eyes: a payout or balance adjustment above the admin threshold waits here until a second
 * admin approves (the money then moves in the approval's transaction) or rejects it. The state
 * leaves 'pending' once (guarded UPDATE); the database itself refuses an approval by the
 * requester (a requester may withdraw their own request: a rejection moves no money), and a
 * second pending request for the same withdrawal. A settings change (0034) concerns no investor:
 * its user_id is the requesting admin, its amount 0, and only one waits at a time. A method change (0039) is
 * shaped the same way.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: APPROVAL_KINDS }).notNull(),
    status: text('status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
    /** The investor whose money it is. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    withdrawalId: uuid('withdrawal_id').references(() => withdrawals.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    details: jsonb('details').$type<ApprovalDetails>().notNull(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    rejectionReason: text('rejection_reason'),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
  },
  (t) => [
    index('approval_requests_status_idx').on(t.status, t.requestedAt.desc(), t.id.desc()),
    index('approval_requests_user_idx').on(t.userId),
    uniqueIndex('approval_requests_pending_withdrawal_key').on(t.withdrawalId).where(sql`${t.status} = 'pending'`),
    uniqueIndex('approval_requests_pending_settings_key')
      .on(t.kind)
      .where(sql`${t.kind} = 'settings_change' AND ${t.status} = 'pending'`),
    check(
      'approval_requests_amount',
      sql`CASE WHEN ${t.kind} IN ('settings_change', 'method_change') THEN ${t.amountCents} = 0 ELSE ${t.amountCents} > 0 END`,
    ),
    check('approval_requests_four_eyes', sql`${t.status} <> 'approved' OR ${t.decidedBy} <> ${t.requestedBy}`),
    check('approval_requests_withdrawal', sql`(${t.kind} = 'withdrawal_payout') = (${t.withdrawalId} IS NOT NULL)`),
  ],
);

export const ADMIN_CREDIT_KINDS = ['balance_adjustment', 'onchain_credit', 'card_credit', 'card_reversal'] as const;
export type AdminCreditKind = (typeof ADMIN_CREDIT_KINDS)[number];

/**
 * Every money movement one admin decided alone (migration 0032): what the per-user 24-hour
 * four-eyes total adds up, whatever the source. Movements a second admin approved are not here.
 */
export const adminCreditDecisions = pgTable(
  'admin_credit_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ADMIN_CREDIT_KINDS }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    decidedBy: uuid('decided_by')
      .notNull()
      .references(() => users.id),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('admin_credit_decisions_user_idx').on(t.userId, t.createdAt.desc()),
    check('admin_credit_decisions_amount_check', sql`${t.amountCents} > 0`),
  ],
);
