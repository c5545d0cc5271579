import { bulkApproveResponseSchema, type BulkApproveResponse } from '../../../contract/admin-bulk.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

/** POST /api/admin/deposits/bulk-approve: each id approved once on its own; the answer lists every id's outcome. */
export function bulkApproveDeposits(ids: string[], idempotencyKey: string): Promise<BulkApproveResponse> {
  return callApi(
    () =>
      api
        .post('admin/deposits/bulk-approve', { json: { ids }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
        .json(bulkApproveResponseSchema),
    DEPOSIT_DEFAULTS.review,
  );
}
