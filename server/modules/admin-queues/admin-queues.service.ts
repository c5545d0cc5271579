import type { BulkApproveResponse, BulkResult } from '../../../src/contract/admin-bulk.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { createDepositService } from '../deposits/deposits.service.ts';
import { createWithdrawalReviewService } from '../withdrawals/withdrawal-review.service.ts';
import { withoutClaim } from '../idempotency/idempotency.answer.ts';
import { WITHDRAWAL_STATUS_WORDS } from '../../../src/contract/status-words.ts';
// Pages the routes read unchanged; exporting them here keeps the routes off the repo.
export { depositQueue, withdrawalQueue } from './admin-queues.repo.ts';

/** `approval` is set when a payout above the four-eyes threshold was only sent for approval. */
type ApproveOne = (adminId: string, id: string) => Promise<{ message: string; approval?: unknown }>;

/**
 * Bulk approve is the single, guarded approve called once per id, one after another: each runs in
 * its own transaction and leaves 'pending' at most once (a second decision is a 409), so one bad id
 * neither rolls back the others nor pays anyone twice. Every id gets its own answer.
 */
async function approveEach(
  deps: Deps,
  approve: ApproveOne,
  adminId: string,
  ids: readonly string[],
  noun: string,
): Promise<BulkApproveResponse> {
  const results: BulkResult[] = [];
  for (const id of ids) {
    try {
      // Each id's transaction answers for that id only. The key covers the whole list: a retry after a
      // cut-off runs the list again, and the ids already decided answer 409 (nothing is paid twice).
      const done = await withoutClaim(() => approve(adminId, id));
      results.push({ id, ok: true, message: done.message, ...(done.approval ? { sentForApproval: true } : {}) });
    } catch (err) {
      if (err instanceof AppError) {
        results.push({ id, ok: false, status: err.status, code: err.code, message: err.message });
        continue;
      }
      // An unexpected failure stops nothing else: it is logged and reported for this id only.
      deps.log.error('bulk approve failed for one id', {
        noun,
        id,
        error: err instanceof Error ? err.message : String(err),
      });
      results.push({ id, ok: false, status: 500, code: 'INTERNAL', message: 'Something went wrong' });
    }
  }
  // Four-eyes: a payout above the threshold is never paid by bulk; it waits for a second admin.
  const sentForApproval = results.filter((r) => r.ok && r.sentForApproval).length;
  const approved = results.filter((r) => r.ok).length - sentForApproval;
  const failed = results.length - approved - sentForApproval;
  // A withdrawal approved is paid out, and says so in the word every screen uses.
  const done = noun === 'withdrawal' ? `marked ${WITHDRAWAL_STATUS_WORDS.approved.toLowerCase()}` : 'approved';
  const parts = [
    `${approved} ${failed === 0 && sentForApproval === 0 ? `${noun}${approved === 1 ? '' : 's'} ` : ''}${done}`,
  ];
  if (sentForApproval > 0) parts.push(`${sentForApproval} sent for a second admin's approval`);
  if (failed > 0) parts.push(`${failed} not approved`);
  return { message: parts.join(', '), approved, failed, results, ...(sentForApproval > 0 ? { sentForApproval } : {}) };
}

export function createAdminQueueService(deps: Deps) {
  const deposits = createDepositService(deps);
  const withdrawals = createWithdrawalReviewService(deps);
  return {
    approveDeposits: (adminId: string, ids: readonly string[]) =>
      approveEach(deps, (a, id) => deposits.approve(a, id), adminId, ids, 'deposit'),
    approveWithdrawals: (adminId: string, ids: readonly string[]) =>
      approveEach(deps, (a, id) => withdrawals.approve(a, id, null), adminId, ids, 'withdrawal'),
  };
}
