import { and, eq } from 'drizzle-orm';
import { formatCents } from '../../../src/contract/cents.ts';
import type { SentForApproval } from '../../../src/contract/approvals.ts';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { approvalRequests, type ApprovalDetails } from '../../db/schema-approvals.ts';
import { audit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict } from '../../lib/errors.ts';
import { getSettings } from '../settings/settings.service.ts';
import { toApprovalView } from './approvals.repo.ts';
import { recordAnswer } from '../idempotency/idempotency.answer.ts';

/** The four-eyes threshold in cents; 0 means four-eyes is off. */
export async function fourEyesThresholdCents(q: Queryable): Promise<number> {
  return Math.round((await getSettings(q)).fourEyesThreshold * 100);
}

/**
 * True when an amount is above the threshold (an amount equal to it moves at once). `countedBefore`
 * adds what counts with it (read only when four-eyes is on).
 */
export async function needsSecondAdmin(
  q: Queryable,
  amountCents: number,
  countedBefore?: () => Promise<number>,
): Promise<boolean> {
  const threshold = await fourEyesThresholdCents(q);
  if (threshold <= 0) return false;
  return amountCents + (countedBefore ? await countedBefore() : 0) > threshold;
}

type NewApproval = {
  userId: string;
  withdrawalId: string | null;
  amountCents: number;
  details: ApprovalDetails;
  requestedBy: string;
};

/**
 * Records the first admin's action as a pending request (nothing moves) and audits it. A second
 * pending request for one withdrawal is refused by the database's partial unique index, so two
 * admins pressing Pay at once make one request. `answer` shapes the route's answer in the same
 * transaction, where it is recorded under the request's Idempotency-Key: a retry after a cut-off
 * replays it instead of filing a second request.
 */
export async function requestApproval<T = SentForApproval>(
  db: Db,
  input: NewApproval,
  at: Date,
  answer: (tx: Tx, sent: SentForApproval) => Promise<T> = async (_tx, sent) => sent as T,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(approvalRequests)
        .values({ kind: input.details.kind, ...input, requestedAt: at })
        .returning();
      if (!row) throw new Error('approval insert returned nothing');
      const approval = await toApprovalView(tx, row);
      await audit(
        tx,
        {
          actorId: input.requestedBy,
          action: 'approval.request',
          targetType: 'approval_request',
          targetId: row.id,
          after: { kind: row.kind, userId: row.userId, amountCents: row.amountCents, summary: approval.summary },
        },
        at,
      );
      const sent = {
        message: `Sent for approval: a second admin must approve "${approval.summary}" (${formatCents(row.amountCents)} USD is above the four-eyes threshold). Nothing has moved yet.`,
        approval,
      };
      return recordAnswer(tx, 200, await answer(tx, sent));
    });
  } catch (err) {
    if (isUniqueViolation(err, 'approval_requests_pending_withdrawal_key')) {
      throw conflict('This payout is already waiting for a second admin’s approval (Admin → Approvals).');
    }
    if (isUniqueViolation(err, 'approval_requests_pending_settings_key')) {
      throw conflict(
        'A settings change already waits for a second admin’s approval (Admin → Approvals): approve or reject it first.',
      );
    }
    throw err;
  }
}

/** A rejected withdrawal closes its waiting payout request (inside the rejection's transaction). */
export async function closeWithdrawalApprovals(
  q: Queryable,
  withdrawalId: string,
  adminId: string,
  reason: string,
  at: Date,
): Promise<void> {
  await q
    .update(approvalRequests)
    .set({
      status: 'rejected',
      decidedBy: adminId,
      decidedAt: at,
      rejectionReason: `The withdrawal was rejected: ${reason}`,
    })
    .where(and(eq(approvalRequests.withdrawalId, withdrawalId), eq(approvalRequests.status, 'pending')));
}
