import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { approvalRequests } from '../../db/schema-approvals.ts';
import { cardPaymentIssues } from '../../db/schema-card-payments.ts';
import { onchainPayments } from '../../db/schema-onchain.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { creditCardMismatch } from '../card-payments/card-mismatch.ts';
import { findDepositMethod } from '../deposits/deposit-methods.service.ts';
import { creditPaymentIn } from '../onchain/onchain-credit.ts';

type ApprovalRow = typeof approvalRequests.$inferSelect;
export type Performed = { transactionId: string | null; outcome: string };

/**
 * The second admin's approval of a credit an admin decided (on-chain payment, card payment for
 * another amount), inside the approval's transaction: the source leaves 'awaiting_approval' once
 * (guarded UPDATE) and the money moves at the amount the first admin asked. If the source was
 * decided meanwhile, 409 and the whole approval rolls back.
 */
export async function performApprovedCredit(
  deps: Deps,
  tx: Tx,
  row: ApprovalRow,
  approverId: string,
  at: Date,
): Promise<Performed> {
  const d = row.details;
  if (d.kind === 'onchain_credit') {
    const [payment] = await tx.select().from(onchainPayments).where(eq(onchainPayments.id, d.paymentId)).limit(1);
    const method = payment ? await findDepositMethod(tx, payment.methodId) : undefined;
    if (!payment || !method?.evm) throw notFound('Payment not found');
    const deposit = await creditPaymentIn(deps, tx, { ...method, evm: method.evm }, payment, {
      from: 'awaiting_approval',
      amountCents: row.amountCents,
      reviewedBy: approverId,
      note: d.note,
    });
    if (!deposit) throw conflict('This payment is no longer waiting for approval');
    await audit(
      tx,
      {
        actorId: approverId,
        action: 'onchain_payment.credit',
        targetType: 'onchain_payment',
        targetId: payment.id,
        before: { status: 'awaiting_approval' },
        after: {
          status: 'resolved',
          amountCents: row.amountCents,
          depositId: deposit.id,
          requestedBy: row.requestedBy,
        },
        reason: d.note,
      },
      at,
    );
    return { transactionId: deposit.ledgerTransactionId, outcome: 'On-chain payment credited' };
  }
  if (d.kind === 'card_credit') {
    const transactionId = await creditCardMismatch(
      deps,
      tx,
      d.issueId,
      'awaiting_approval',
      row.amountCents,
      approverId,
      d.note,
      at,
    );
    return { transactionId, outcome: 'Card payment credited' };
  }
  throw new Error(`approval ${row.id} of kind ${d.kind} is not a credit`);
}

/** A rejected credit request gives its source back to the admins' list ('review', 'open'), to decide again. */
export async function releaseRejectedCredit(tx: Tx, row: ApprovalRow): Promise<void> {
  const d = row.details;
  if (d.kind === 'onchain_credit') {
    await tx
      .update(onchainPayments)
      .set({ status: 'review' })
      .where(and(eq(onchainPayments.id, d.paymentId), eq(onchainPayments.status, 'awaiting_approval')));
  } else if (d.kind === 'card_credit') {
    await tx
      .update(cardPaymentIssues)
      .set({ status: 'open', decidedBy: null, decidedAt: null, approvalId: null })
      .where(and(eq(cardPaymentIssues.id, d.issueId), eq(cardPaymentIssues.status, 'awaiting_approval')));
  }
}
