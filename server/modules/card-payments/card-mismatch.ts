import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { formatCents } from '../../../src/contract/cents.ts';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { cardCheckouts, cardPaymentIssues } from '../../db/schema-card-payments.ts';
import { deposits } from '../../db/schema-deposits.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { conflict } from '../../lib/errors.ts';
import { creditApprovedDeposit, DEPOSIT_LOG_LINK } from '../deposits/deposit-credit.ts';
import { findDepositMethod } from '../deposits/deposit-methods.service.ts';
import { computeCharge } from '../ledger/ledger.charge.ts';
import { notify } from '../notifications/notify.ts';
import { CARD_ISSUES_LINK, toSiteCents } from './card-issues.ts';

type Checkout = typeof cardCheckouts.$inferSelect;

/**
 * A session paid for another amount (or currency) than its deposit: never credited by itself. The
 * checkout leaves 'open' once for 'mismatch' (so a replay, the reconciliation job and a duplicate
 * event record it once), an issue is listed for the admins with a notice to each, and the investor
 * is told that an administrator checks the payment. Crediting it is an admin's decision through
 * the admin-credit policy (creditCardMismatch).
 */
export async function recordAmountMismatch(
  tx: Tx,
  known: Checkout,
  session: Stripe.Checkout.Session,
  at: Date,
): Promise<'amount_mismatch' | 'unchanged'> {
  const [checkout] = await tx
    .update(cardCheckouts)
    .set({ status: 'mismatch', settledAt: at })
    .where(and(eq(cardCheckouts.sessionId, session.id), eq(cardCheckouts.status, 'open')))
    .returning();
  if (!checkout) return 'unchanged';
  const [deposit] = await tx.select().from(deposits).where(eq(deposits.id, known.depositId)).limit(1);
  if (!deposit) throw new Error(`checkout ${session.id} has no deposit`);
  const paid = session.amount_total ?? 0;
  const currency = (session.currency ?? '').toUpperCase();
  // What was paid in site cents, at most what the deposit asked (another currency: the admin decides the amount).
  const suggested = currency === known.currency ? Math.min(deposit.amountCents, toSiteCents(paid, deposit.rate)) : 0;
  await tx.insert(cardPaymentIssues).values({
    kind: 'amount_mismatch',
    eventId: `mismatch:${session.id}`,
    depositId: deposit.id,
    userId: deposit.userId,
    chargeId: session.id,
    amountMinor: paid,
    currency,
    suggestedCents: suggested,
    reason: `Paid ${formatCents(paid)} ${currency} for a deposit of ${formatCents(known.amountMinor)} ${known.currency}`,
    createdAt: at,
  });
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  // The figures as formatCents writes them, so each reader gets them in their own format.
  const amounts = {
    reference: deposit.reference,
    paid: `${formatCents(paid)} ${currency}`,
    asked: `${formatCents(known.amountMinor)} ${known.currency}`,
  };
  await notify(
    tx,
    admins.map((a) => ({
      userId: a.id,
      notice: { name: 'card_payment_mismatch' as const, values: amounts },
      link: CARD_ISSUES_LINK,
      event: 'card_payment_issue' as const,
    })),
    at,
  );
  await notify(
    tx,
    {
      userId: deposit.userId,
      notice: { name: 'card_deposit_review', values: amounts },
      link: DEPOSIT_LOG_LINK,
      event: 'card_deposit_review',
    },
    at,
  );
  return 'amount_mismatch';
}

/**
 * Credits a mismatched card payment's deposit at `amountCents` (gross; the method's charge is taken
 * from it) inside `tx`: the issue leaves `from` once and the deposit leaves 'pending' once (guarded
 * UPDATEs), then the deposit's money moves through the approval path. Answers the ledger transaction.
 */
export async function creditCardMismatch(
  deps: Deps,
  tx: Tx,
  issueId: string,
  from: 'open' | 'awaiting_approval',
  amountCents: number,
  adminId: string,
  note: string,
  at: Date,
): Promise<string> {
  const [issue] = await tx
    .update(cardPaymentIssues)
    .set({ status: 'credited', decidedBy: adminId, decidedAt: at, note })
    .where(
      and(
        eq(cardPaymentIssues.id, issueId),
        eq(cardPaymentIssues.status, from),
        eq(cardPaymentIssues.kind, 'amount_mismatch'),
      ),
    )
    .returning();
  if (!issue?.depositId) throw conflict('This card payment has already been decided');
  const [pending] = await tx.select().from(deposits).where(eq(deposits.id, issue.depositId)).limit(1);
  const method = pending ? await findDepositMethod(tx, pending.methodId) : undefined;
  const charge = method
    ? computeCharge(amountCents, { fixedCents: method.chargeFixedCents, percentBasisPoints: method.chargePercentBp })
    : 0;
  const [row] = await tx
    .update(deposits)
    .set({
      status: 'approved',
      amountCents,
      chargeCents: Math.min(charge, amountCents - 1),
      reviewedBy: adminId,
      reviewedAt: at,
    })
    .where(and(eq(deposits.id, issue.depositId), eq(deposits.status, 'pending')))
    .returning();
  if (!row) throw conflict('The deposit of this card payment is no longer pending');
  await creditApprovedDeposit(deps, tx, row, at);
  const [done] = await tx
    .select({ tx: deposits.ledgerTransactionId })
    .from(deposits)
    .where(eq(deposits.id, row.id))
    .limit(1);
  if (!done?.tx) throw new Error(`deposit ${row.id} credited without a ledger transaction`);
  await tx.update(cardPaymentIssues).set({ transactionId: done.tx }).where(eq(cardPaymentIssues.id, issueId));
  await audit(
    tx,
    {
      actorId: adminId,
      action: 'card_issue.credit',
      targetType: 'card_payment_issue',
      targetId: issueId,
      before: { status: from },
      after: { status: 'credited', amountCents, depositId: row.id },
      reason: note,
    },
    at,
  );
  return done.tx;
}
