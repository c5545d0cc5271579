import { and, eq } from 'drizzle-orm';
import { formatCents } from '../../../src/contract/cents.ts';
import type { Approval } from '../../../src/contract/approvals.ts';
import type { AdminWithdrawal } from '../../../src/contract/withdrawals.ts';
import type { Tx } from '../../db/client.ts';
import { wallets } from '../../db/schema.ts';
import { withdrawals } from '../../db/schema-withdrawals.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { systemWalletId } from '../ledger/ledger.accounts.ts';
import { post } from '../ledger/ledger.post.ts';
import { settleTransactionStatus } from '../ledger/ledger.status.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';
import { closeWithdrawalApprovals, needsSecondAdmin, requestApproval } from '../approvals/approvals.request.ts';
import { assertPayable } from '../security-holds/cooling-off.ts';
import { lockedRecentPayoutsCents, openBatchOf } from '../payout-batches/payout-batch-membership.service.ts';
import { findWithdrawal, toAdminWithdrawalView, userBrief, type WithdrawalRow } from './withdrawals.repo.ts';
import { WITHDRAW_LOG_LINK } from './withdrawals.service.ts';
import { recordAnswer } from '../idempotency/idempotency.answer.ts';
import { WITHDRAWAL_STATUS_WORDS } from '../../../src/contract/status-words.ts';

/** `paidOnChain`: the money already left (a payout batch marked paid), so the payable check is the caller's to flag, not to refuse. */
/** The withdrawal row that settleWithdrawal takes, for callers outside this module. */
export type { WithdrawalRow };
export type Decision =
  | { status: 'approved'; payoutReference: string | null; paidOnChain?: boolean }
  | { status: 'rejected'; reason: string };
export type DecisionResult = { message: string; withdrawal: AdminWithdrawal; approval?: Approval };

/**
 * An admin's decision on a pending withdrawal, once only (UPDATE ... WHERE status = 'pending').
 * Approve = paid out: withdrawals_payable gives the amount, the net leaves the platform through
 * deposits_clearing (the platform's side of money crossing its boundary, in or out) and the charge
 * goes to fees_earned; the request's ledger transaction becomes completed. Reject = a 'refund'
 * transaction from withdrawals_payable back to the Main wallet, reversing the request.
 * A payout above the four-eyes threshold is only sent for approval here (approvals module); the
 * second admin's approval runs settleWithdrawal in its own transaction.
 */
export function createWithdrawalReviewService(deps: Deps) {
  async function decide(adminId: string, id: string, decision: Decision): Promise<DecisionResult> {
    const before = await findWithdrawal(deps.db, id);
    if (!before) throw notFound('Withdrawal not found');
    // A withdrawal in an open payout batch is paid (or freed) by the batch: deciding it here could pay it twice.
    const batch = await openBatchOf(deps.db, id);
    if (batch)
      throw conflict(`This withdrawal is in payout batch ${batch.reference}: mark the batch paid, or cancel it first`);
    const at = deps.now();
    if (decision.status === 'approved') {
      // Paid at once unless this payout, with what one admin alone paid this user in the last 24 hours
      // (single payouts and batches), is above the threshold; the answer commits with the payout.
      const paid = await deps.db.transaction(async (tx) => {
        if (await needsSecondAdmin(tx, before.amountCents, () => lockedRecentPayoutsCents(tx, before.userId, at)))
          return undefined;
        return recordAnswer(tx, 200, await settleWithdrawal(tx, adminId, before, decision, at));
      });
      if (paid) return paid;
      if (before.status !== 'pending') throw conflict('This withdrawal has already been reviewed');
      // Refused now rather than at the second admin's approval: the account or the user's hold would block it.
      await assertPayable(deps.db, before, at);
      const details = { kind: 'withdrawal_payout' as const, payoutReference: decision.payoutReference };
      return requestApproval(
        deps.db,
        {
          userId: before.userId,
          withdrawalId: before.id,
          amountCents: before.amountCents,
          details,
          requestedBy: adminId,
        },
        at,
        async (tx, sent) => ({
          message: sent.message,
          withdrawal: toAdminWithdrawalView(before, await userBrief(tx, before.userId)),
          approval: sent.approval,
        }),
      );
    }
    // The answer commits with the refund (idempotency.answer.ts).
    return deps.db.transaction(async (tx) =>
      recordAnswer(tx, 200, await settleWithdrawal(tx, adminId, before, decision, at)),
    );
  }

  return {
    approve: (adminId: string, id: string, payoutReference: string | null) =>
      decide(adminId, id, { status: 'approved', payoutReference }),
    reject: (adminId: string, id: string, reason: string) => decide(adminId, id, { status: 'rejected', reason }),
  };
}

/** Settles a pending withdrawal inside `tx` (the caller's transaction): the guarded state change, the ledger, notices and audit. */
export async function settleWithdrawal(
  tx: Tx,
  adminId: string,
  before: WithdrawalRow,
  decision: Decision,
  at: Date,
): Promise<DecisionResult> {
  const id = before.id;
  if (decision.status === 'approved' && !decision.paidOnChain) await assertPayable(tx, before, at);
  const [row] = await tx
    .update(withdrawals)
    .set({
      status: decision.status,
      reviewedBy: adminId,
      reviewedAt: at,
      payoutReference: decision.status === 'approved' ? decision.payoutReference : null,
      rejectionReason: decision.status === 'rejected' ? decision.reason : null,
    })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
    .returning();
  if (!row) throw conflict('This withdrawal has already been reviewed');
  const shown = `${formatCents(row.amountCents)} USD`;
  const net = row.amountCents - row.chargeCents;
  let settleId: string;
  if (decision.status === 'approved') {
    const posted = await post(tx, {
      type: 'withdraw',
      description: `Withdrawal ${row.reference} paid out via ${row.methodName}`,
      userId: null,
      counterpartyUserId: null,
      amountCents: row.amountCents,
      chargeCents: row.chargeCents,
      metadata: {
        withdrawalId: row.id,
        settlement: 'paid',
        userId: row.userId,
        payoutReference: decision.payoutReference,
      },
      postings: [
        { walletId: systemWalletId('withdrawals_payable'), amountCents: -row.amountCents },
        { walletId: systemWalletId('deposits_clearing'), amountCents: net },
        { walletId: systemWalletId('fees_earned'), amountCents: row.chargeCents },
      ],
      at,
    });
    settleId = posted.transaction.id;
    await settleTransactionStatus(tx, row.requestTransactionId, 'completed');
    const notice = {
      name: 'withdrawal_paid',
      values: {
        amount: shown,
        sent: `${formatCents(net)} USD`,
        reference: row.reference,
        hasPayout: decision.payoutReference ? 'yes' : 'no',
        payoutReference: decision.payoutReference ?? '',
      },
    } as const;
    await notify(tx, { userId: row.userId, notice, link: WITHDRAW_LOG_LINK, event: 'withdrawal_paid' }, at);
    await mailUser(
      tx,
      row.userId,
      'withdrawal_paid',
      { amount: shown, sent: `${formatCents(net)} USD`, reference: row.reference },
      at,
    );
  } else {
    const [main] = await tx
      .select()
      .from(wallets)
      .where(and(eq(wallets.userId, row.userId), eq(wallets.type, 'main')))
      .limit(1);
    if (!main) throw new Error(`user ${row.userId} has no main wallet`);
    const posted = await post(tx, {
      type: 'refund',
      description: `Refund of withdrawal ${row.reference}: ${decision.reason}`,
      userId: row.userId,
      amountCents: row.amountCents,
      reversesId: row.requestTransactionId,
      metadata: { withdrawalId: row.id, settlement: 'refunded' },
      postings: [
        { walletId: systemWalletId('withdrawals_payable'), amountCents: -row.amountCents },
        { walletId: main.id, amountCents: row.amountCents },
      ],
      at,
    });
    settleId = posted.transaction.id;
    await settleTransactionStatus(tx, row.requestTransactionId, 'reversed');
    await closeWithdrawalApprovals(tx, row.id, adminId, decision.reason, at);
    const notice = {
      name: 'withdrawal_rejected',
      values: { amount: shown, reference: row.reference, reason: decision.reason },
    } as const;
    await notify(tx, { userId: row.userId, notice, link: WITHDRAW_LOG_LINK, event: 'withdrawal_rejected' }, at);
    await mailUser(
      tx,
      row.userId,
      'withdrawal_rejected',
      { amount: shown, reference: row.reference, reason: decision.reason },
      at,
    );
  }
  const [settled] = await tx
    .update(withdrawals)
    .set({ settleTransactionId: settleId })
    .where(eq(withdrawals.id, row.id))
    .returning();
  await audit(
    tx,
    {
      actorId: adminId,
      action: decision.status === 'approved' ? 'withdrawal.approve' : 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: row.id,
      before: { status: before.status },
      after: {
        status: row.status,
        amountCents: row.amountCents,
        chargeCents: row.chargeCents,
        payoutReference: row.payoutReference,
      },
      reason: decision.status === 'rejected' ? decision.reason : null,
    },
    at,
  );
  const view = toAdminWithdrawalView(settled ?? row, await userBrief(tx, row.userId));
  return {
    message:
      decision.status === 'approved'
        ? `Withdrawal marked ${WITHDRAWAL_STATUS_WORDS.approved.toLowerCase()}.`
        : `Withdrawal ${WITHDRAWAL_STATUS_WORDS.rejected.toLowerCase()} and refunded.`,
    withdrawal: view,
  };
}
