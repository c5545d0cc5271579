import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ledgerTransactions, users } from './schema.ts';
import { approvalRequests } from './schema-approvals.ts';
import { deposits } from './schema-deposits.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const CHECKOUT_STATUSES = ['open', 'paid', 'failed', 'expired', 'mismatch'] as const;

/**
 * The Stripe Checkout session of a card deposit. status leaves 'open' once (guarded UPDATE), so a
 * webhook, its replay and the reconciliation job settle a session once between them.
 */
export const cardCheckouts = pgTable(
  'card_checkouts',
  {
    depositId: uuid('deposit_id')
      .primaryKey()
      .references(() => deposits.id, { onDelete: 'restrict' }),
    sessionId: text('session_id').notNull(),
    checkoutUrl: text('checkout_url').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    paymentIntentId: text('payment_intent_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('card_checkouts_session_key').on(t.sessionId),
    index('card_checkouts_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    index('card_checkouts_payment_intent_idx').on(t.paymentIntentId),
    check('card_checkouts_status_check', sql`${t.status} IN ('open', 'paid', 'failed', 'expired', 'mismatch')`),
    check('card_checkouts_amount_check', sql`${t.amountMinor} > 0`),
  ],
);

/** Each Stripe event handled once, by id (a replay or a duplicate delivery finds its row). */
export const stripeEvents = pgTable('stripe_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  objectId: text('object_id'),
  outcome: text('outcome').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

export const CARD_ISSUE_KINDS = ['refund', 'dispute', 'amount_mismatch', 'invalid_event'] as const;
export const CARD_ISSUE_STATUSES = ['open', 'reversed', 'credited', 'awaiting_approval', 'dismissed'] as const;

/**
 * What a card payment needs an admin for: a refund or dispute Stripe reported (reverse or
 * dismiss), a session paid for another amount than its deposit (credit through the admin-credit
 * policy, or dismiss), or a signed event that could not be applied (dismiss once handled). Nothing
 * moves on its own.
 */
export const cardPaymentIssues = pgTable(
  'card_payment_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: CARD_ISSUE_KINDS }).notNull(),
    eventId: text('event_id').notNull(),
    depositId: uuid('deposit_id').references(() => deposits.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    chargeId: text('charge_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    suggestedCents: bigint('suggested_cents', { mode: 'number' }).notNull(),
    reason: text('reason'),
    status: text('status', { enum: CARD_ISSUE_STATUSES }).notNull().default('open'),
    note: text('note'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: at('decided_at'),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    approvalId: uuid('approval_id').references(() => approvalRequests.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_payment_issues_event_key').on(t.eventId),
    index('card_payment_issues_status_idx').on(t.status, t.createdAt.desc()),
    check(
      'card_payment_issues_kind_check',
      sql`${t.kind} IN ('refund', 'dispute', 'amount_mismatch', 'invalid_event')`,
    ),
    check(
      'card_payment_issues_status_check',
      sql`${t.status} IN ('open', 'reversed', 'credited', 'awaiting_approval', 'dismissed')`,
    ),
    check('card_payment_issues_amount_check', sql`${t.amountMinor} >= 0 AND ${t.suggestedCents} >= 0`),
  ],
);
