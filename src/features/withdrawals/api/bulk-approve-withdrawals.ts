import { bulkApproveResponseSchema, type BulkApproveResponse } from '../../../contract/admin-bulk.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

/** POST /api/admin/withdrawals/bulk-approve: each id marked paid once on its own; the answer lists every id's outcome. */
export function bulkApproveWithdrawals(ids: string[], idempotencyKey: string): Promise<BulkApproveResponse> {
  return callApi(
    () =>
      api
        .post('admin/withdrawals/bulk-approve', { json: { ids }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
        .json(bulkApproveResponseSchema),
    WITHDRAW_DEFAULTS.review,
  );
}
