import { and, eq, ne } from 'drizzle-orm';
import type { ApprovalResult } from '../../../src/contract/approvals.ts';
import { settingsUpdateSchema } from '../../../src/contract/settings.ts';
import { roleCan } from '../../../src/contract/staff-permissions.ts';
import type { Queryable } from '../../db/client.ts';
import { approvalRequests } from '../../db/schema-approvals.ts';
import { staffMembers } from '../../db/schema-staff.ts';
import { staffPermissionRequired } from '../../lib/admin-permissions.ts';
import { tellOtherAdmins } from '../settings/settings.service.ts';
import { applySettings } from '../settings/settings.service.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { applyAdjustment } from '../admin/admin-balance.service.ts';
import { performApprovedCredit, releaseRejectedCredit } from '../money-policy/admin-credit-approval.ts';
import { findWithdrawal } from '../withdrawals/withdrawals.service.ts';
import { settleWithdrawal } from '../withdrawals/withdrawal-review.service.ts';
import { findApproval, toApprovalView } from './approvals.repo.ts';
import { applyMethodChange } from './method-change-apply.ts';
import { recordAnswer } from '../idempotency/idempotency.answer.ts';
// Pages the routes read unchanged; exporting them here keeps the routes off the repo.
export { listApprovals } from './approvals.repo.ts';

/** A settings or method change is approved only by an admin who may change settings themself. */
async function assertMaySettle(tx: Queryable, adminId: string): Promise<void> {
  const [row] = await tx
    .select({ role: staffMembers.role, off: staffMembers.deactivatedAt })
    .from(staffMembers)
    .where(eq(staffMembers.userId, adminId));
  if (!row?.role || row.off || !roleCan(row.role, 'settings.manage')) throw staffPermissionRequired('settings.manage');
}

const ownRequest = () =>
  new AppError(403, 'OWN_APPROVAL_REQUEST', 'You asked for this yourself: a different admin must approve it.');
const decided = () => conflict('This approval request has already been decided');

/**
 * The second admin's decision. Approve leaves 'pending' with a guarded UPDATE that also refuses
 * the requester, then moves the money in the same transaction (the withdrawal's own guarded
 * payout, the balance posting, or the credit of an on-chain or card payment, admin-credit-approval.ts,
 * each with its row locks and guarded state change): of two admins approving at once,
 * the second waits on the row, finds it decided and moves nothing. If the money cannot move (the
 * withdrawal was rejected meanwhile, the balance is too small, the account cools off), the whole
 * transaction rolls back and the request stays pending. Reject moves nothing; the requester may
 * withdraw their own request that way.
 */
export function createApprovalService(deps: Deps) {
  async function approve(adminId: string, id: string): Promise<ApprovalResult> {
    const found = await findApproval(deps.db, id);
    if (!found) throw notFound('Approval request not found');
    if (found.requestedBy === adminId) throw ownRequest();
    const at = deps.now();
    return deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(approvalRequests)
        .set({ status: 'approved', decidedBy: adminId, decidedAt: at })
        .where(
          and(
            eq(approvalRequests.id, id),
            eq(approvalRequests.status, 'pending'),
            ne(approvalRequests.requestedBy, adminId),
          ),
        )
        .returning();
      if (!row) throw decided();
      let transactionId: string | null = null;
      let outcome: string;
      const d = row.details;
      if (d.kind === 'withdrawal_payout') {
        const withdrawal = row.withdrawalId ? await findWithdrawal(tx, row.withdrawalId) : undefined;
        if (!withdrawal) throw notFound('Withdrawal not found');
        const paid = await settleWithdrawal(
          tx,
          adminId,
          withdrawal,
          { status: 'approved', payoutReference: d.payoutReference },
          at,
        );
        transactionId = (await findWithdrawal(tx, withdrawal.id))?.settleTransactionId ?? null;
        outcome = paid.message;
      } else if (d.kind === 'onchain_credit' || d.kind === 'card_credit') {
        ({ transactionId, outcome } = await performApprovedCredit(deps, tx, row, adminId, at));
      } else if (d.kind === 'settings_change') {
        // Applied as asked, checked against today's values (a min above its max rolls it all back).
        await assertMaySettle(tx, adminId);
        await applySettings(tx, row.requestedBy, settingsUpdateSchema.parse(d.patch), at);
        await tellOtherAdmins(tx, adminId, d.changes, 'approved', at);
        outcome = 'the settings changed.';
      } else if (d.kind === 'method_change') {
        // Replayed through the save's own service path, checked against the method as it is now.
        await assertMaySettle(tx, adminId);
        await applyMethodChange(deps, tx, row.requestedBy, d);
        await tellOtherAdmins(tx, adminId, d.changes, 'approved', at);
        outcome = 'the method changed.';
      } else {
        const input = { wallet_type: d.walletType, type: d.direction, amount: row.amountCents, reason: d.reason };
        const moved = await applyAdjustment(tx, row.requestedBy, row.userId, input, at, {
          approverId: adminId,
          approvalId: row.id,
        });
        transactionId = moved.transaction.id;
        outcome = moved.message;
      }
      const [done] = await tx
        .update(approvalRequests)
        .set({ transactionId })
        .where(eq(approvalRequests.id, row.id))
        .returning();
      const approval = await toApprovalView(tx, done ?? row);
      await audit(
        tx,
        {
          actorId: adminId,
          action: 'approval.approve',
          targetType: 'approval_request',
          targetId: row.id,
          before: { status: 'pending' },
          after: {
            status: 'approved',
            requestedBy: row.requestedBy,
            summary: approval.summary,
            reference: approval.transactionReference,
          },
        },
        at,
      );
      // The answer commits with the money (idempotency.answer.ts).
      return recordAnswer(tx, 200, { message: `Approved: ${outcome}`, approval });
    });
  }

  async function reject(adminId: string, id: string, reason: string): Promise<ApprovalResult> {
    if (!(await findApproval(deps.db, id))) throw notFound('Approval request not found');
    const at = deps.now();
    return deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(approvalRequests)
        .set({ status: 'rejected', decidedBy: adminId, decidedAt: at, rejectionReason: reason })
        .where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, 'pending')))
        .returning();
      if (!row) throw decided();
      await releaseRejectedCredit(tx, row);
      const approval = await toApprovalView(tx, row);
      await audit(
        tx,
        {
          actorId: adminId,
          action: 'approval.reject',
          targetType: 'approval_request',
          targetId: row.id,
          before: { status: 'pending' },
          after: { status: 'rejected', requestedBy: row.requestedBy, summary: approval.summary },
          reason,
        },
        at,
      );
      return recordAnswer(tx, 200, { message: 'Rejected: nothing was moved', approval });
    });
  }

  return { approve, reject };
}
