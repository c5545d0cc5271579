import type { BulkApproveResponse, BulkResult } from '../../../src/contract/admin-bulk.ts';
import type { Deps } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { createDepositService } from '../deposits/deposits.service.ts';
import { createWithdrawalReviewService } from '../withdrawals/withdrawal-review.service.ts';

type ApproveOne = (adminId: string, id: string) => Promise<{ message: string }>;

/**
 * Bulk approve is the single, guarded approve called once per id, one after another: each runs in
 * its own transaction and leaves 'pending' at most once (a second decision is a 409), so one bad id
 * neither rolls back the others nor pays anyone twice. Every id gets its own answer.
 */
async function approveEach(deps: Deps, approve: ApproveOne, adminId: string, ids: readonly string[], noun: string): Promise<BulkApproveResponse> {
  const results: BulkResult[] = [];
  for (const id of ids) {
    try {
      results.push({ id, ok: true, message: (await approve(adminId, id)).message });
    } catch (err) {
      if (err instanceof AppError) {
        results.push({ id, ok: false, status: err.status, code: err.code, message: err.message });
        continue;
      }
      // An unexpected failure stops nothing else: it is logged and reported for this id only.
      deps.log.error('bulk approve failed for one id', { noun, id, error: err instanceof Error ? err.message : String(err) });
      results.push({ id, ok: false, status: 500, code: 'INTERNAL', message: 'Something went wrong' });
    }
  }
  const approved = results.filter((r) => r.ok).length;
  const failed = results.length - approved;
  const message = failed === 0 ? `${approved} ${noun}${approved === 1 ? '' : 's'} approved` : `${approved} approved, ${failed} not approved`;
  return { message, approved, failed, results };
}

export function createAdminQueueService(deps: Deps) {
  const deposits = createDepositService(deps);
  const withdrawals = createWithdrawalReviewService(deps);
  return {
    approveDeposits: (adminId: string, ids: readonly string[]) => approveEach(deps, (a, id) => deposits.approve(a, id), adminId, ids, 'deposit'),
    approveWithdrawals: (adminId: string, ids: readonly string[]) => approveEach(deps, (a, id) => withdrawals.approve(a, id, null), adminId, ids, 'withdrawal'),
  };
}
