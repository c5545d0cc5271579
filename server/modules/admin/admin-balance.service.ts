import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SentForApproval } from '../../../src/contract/approvals.ts';
import { centsToNumber, formatCents } from '../../../src/contract/cents.ts';
import type { adminBalanceRequestSchema, MoneyResult } from '../../../src/contract/transfers.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { users, wallets } from '../../db/schema.ts';
import { audit } from '../../lib/audit.ts';
import { notify } from '../notifications/notify.ts';
import type { Deps } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { creditByAdminDecision } from '../money-policy/money-entering.ts';
import { systemWalletId } from '../ledger/ledger.accounts.ts';
import { isUuid } from '../ledger/ledger.lookup.ts';
import { post } from '../ledger/ledger.post.ts';
import { sideFromDeltas, transactionView } from '../ledger/ledger.view.ts';
import { toPublicWallet } from '../wallets/wallets.service.ts';

export type BalanceInput = z.output<typeof adminBalanceRequestSchema>;
/** The second admin of a four-eyes adjustment; the first is the one who asked. */
export type Approver = { approverId: string; approvalId: string };

async function findTarget(q: Queryable, targetUserId: string, walletType: BalanceInput['wallet_type']) {
  if (!isUuid(targetUserId)) return undefined;
  const [row] = await q
    .select({ walletId: wallets.id, email: users.email, currency: wallets.currency })
    .from(users)
    .innerJoin(wallets, and(eq(wallets.userId, users.id), eq(wallets.type, walletType)))
    .where(eq(users.id, targetUserId))
    .limit(1);
  return row;
}

/**
 * Moves the money of an adjustment inside `tx` (the caller's transaction): the ledger posting, the
 * audit with the balance before and after, the user's notification. `approver` is set when a
 * second admin's approval runs it (four-eyes); the audit then names both.
 */
export async function applyAdjustment(
  tx: Tx,
  adminId: string,
  targetUserId: string,
  input: BalanceInput,
  at: Date,
  approver?: Approver,
): Promise<MoneyResult> {
  const target = await findTarget(tx, targetUserId, input.wallet_type);
  if (!target) throw notFound('User not found');
  const signed = input.type === 'add' ? input.amount : -input.amount;
  const walletName = input.wallet_type === 'main' ? 'Main Wallet' : 'Profit Wallet';
  const posted = await post(tx, {
    type: 'admin_adjustment',
    description: `${input.type === 'add' ? 'Added to' : 'Subtracted from'} ${walletName} by admin: ${input.reason}`,
    userId: targetUserId,
    amountCents: input.amount,
    metadata: {
      adminId,
      reason: input.reason,
      direction: input.type,
      walletType: input.wallet_type,
      ...(approver ? { approvedBy: approver.approverId, approvalId: approver.approvalId } : {}),
    },
    postings: [
      { walletId: target.walletId, amountCents: signed },
      { walletId: systemWalletId('admin_adjustments'), amountCents: -signed },
    ],
    at,
    insufficient: { message: `Cannot subtract more than the ${walletName} balance` },
  });
  const beforeCents = posted.before.get(target.walletId) ?? 0;
  await audit(
    tx,
    {
      actorId: approver?.approverId ?? adminId,
      action: `balance.${input.type}`,
      targetType: 'wallet',
      targetId: target.walletId,
      before: { userId: targetUserId, walletType: input.wallet_type, balance: centsToNumber(beforeCents) },
      after: {
        userId: targetUserId,
        walletType: input.wallet_type,
        balance: centsToNumber(beforeCents + signed),
        reference: posted.transaction.reference,
        ...(approver ? { requestedBy: adminId, approvalId: approver.approvalId } : {}),
      },
      reason: input.reason,
    },
    at,
  );
  await notify(
    tx,
    {
      userId: targetUserId,
      notice: {
        name: 'balance_adjusted',
        values: {
          amount: `${formatCents(input.amount)} ${target.currency}`,
          change: input.type,
          wallet: input.wallet_type,
          reference: posted.transaction.reference,
        },
      },
      link: '/user/transactions',
      event: 'balance_adjusted',
    },
    at,
  );
  return {
    message: input.type === 'add' ? 'Balance added successfully' : 'Balance subtracted successfully',
    transaction: transactionView(
      posted.transaction,
      targetUserId,
      sideFromDeltas(posted.deltas, new Map([[target.walletId, input.wallet_type]])),
    ),
    wallets: posted.wallets.map(toPublicWallet),
  };
}

/**
 * An admin adds to or takes from a user's wallet against the admin-adjustments account. Until
 * deposits exist this is how money enters. It goes through the admin-decision policy
 * (money-entering.ts): above the four-eyes threshold, with this user's other decisions of the day,
 * nothing moves and the request waits for a second admin.
 */
export function createAdminBalanceService(deps: Deps) {
  async function adjust(
    adminId: string,
    targetUserId: string,
    input: BalanceInput,
  ): Promise<MoneyResult | SentForApproval> {
    if (!(await findTarget(deps.db, targetUserId, input.wallet_type))) throw notFound('User not found');
    const details = {
      kind: 'balance_adjustment' as const,
      walletType: input.wallet_type,
      direction: input.type,
      reason: input.reason,
    };
    return creditByAdminDecision<MoneyResult, SentForApproval>(deps, {
      kind: 'balance_adjustment',
      userId: targetUserId,
      amountCents: input.amount,
      decidedBy: adminId,
      details,
      apply: async (tx, at) => {
        const answer = await applyAdjustment(tx, adminId, targetUserId, input, at);
        return { answer, transactionId: answer.transaction.id };
      },
      queued: async (_tx, sent) => sent,
    });
  }

  return { adjust };
}
