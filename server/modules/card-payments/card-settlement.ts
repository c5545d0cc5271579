import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { formatCents } from '../../../src/contract/cents.ts';
import type { Tx } from '../../db/client.ts';
import { cardCheckouts } from '../../db/schema-card-payments.ts';
import { deposits } from '../../db/schema-deposits.ts';
import type { Deps } from '../../lib/context.ts';
import { creditApprovedDeposit, DEPOSIT_LOG_LINK } from '../deposits/deposit-credit.ts';
import { notify } from '../notifications/notify.ts';
import { recordAmountMismatch } from './card-mismatch.ts';

export type SessionOutcome = 'paid' | 'failed' | 'expired';
export type SettleResult = 'credited' | 'failed' | 'expired' | 'unchanged' | 'unknown_session' | 'amount_mismatch';

/** What a Checkout session says about the money: paid, failed, expired, or nothing final yet. */
export function outcomeOfSession(session: Stripe.Checkout.Session): SessionOutcome | null {
  if (session.status === 'expired') return 'expired';
  if (
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
  )
    return 'paid';
  return null;
}

/**
 * Settles a card deposit from a Stripe session inside `tx`: the checkout leaves 'open' once
 * (guarded UPDATE on the unique session id), then the deposit leaves 'pending' once, so a
 * webhook, its replay, a duplicate event and the reconciliation job credit at most once between
 * them. A paid session is credited through the same path as an admin's approval.
 */
export async function settleSession(
  deps: Deps,
  tx: Tx,
  session: Stripe.Checkout.Session,
  outcome: SessionOutcome,
  at: Date,
): Promise<SettleResult> {
  const [known] = await tx.select().from(cardCheckouts).where(eq(cardCheckouts.sessionId, session.id)).limit(1);
  if (!known) return 'unknown_session';
  // A paid session must be for the amount we asked: anything else is listed for an admin, never credited by itself.
  if (
    outcome === 'paid' &&
    (session.amount_total !== known.amountMinor || (session.currency ?? '').toUpperCase() !== known.currency)
  ) {
    deps.log.warn('stripe session amount differs from the deposit', {
      sessionId: session.id,
      expected: known.amountMinor,
      got: session.amount_total,
    });
    return recordAmountMismatch(tx, known, session, at);
  }
  const paymentIntentId =
    typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  const [checkout] = await tx
    .update(cardCheckouts)
    .set({ status: outcome, settledAt: at, ...(paymentIntentId ? { paymentIntentId } : {}) })
    .where(and(eq(cardCheckouts.sessionId, session.id), eq(cardCheckouts.status, 'open')))
    .returning();
  if (!checkout) return 'unchanged';
  const reason =
    outcome === 'expired'
      ? 'The card payment page expired before the payment was made'
      : outcome === 'failed'
        ? 'The card payment failed'
        : null;
  const [row] = await tx
    .update(deposits)
    .set({ status: outcome === 'paid' ? 'approved' : outcome, reviewedAt: at, rejectionReason: reason })
    .where(and(eq(deposits.id, checkout.depositId), eq(deposits.status, 'pending')))
    .returning();
  if (!row) return 'unchanged';
  if (outcome === 'paid') {
    await creditApprovedDeposit(deps, tx, row, at);
    return 'credited';
  }
  const notice = {
    name: 'card_deposit_failed' as const,
    values: { amount: `${formatCents(row.amountCents)} USD`, reference: row.reference, outcome },
  };
  await notify(tx, { userId: row.userId, notice, link: DEPOSIT_LOG_LINK, event: 'card_deposit_failed' }, at);
  return outcome;
}
