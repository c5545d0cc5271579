import { payoutBatchResultSchema, type PayoutBatchResult } from '../../../contract/payout-batches.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

/** POST /api/admin/payout-batches/{id}/cancel. */
export function cancelPayoutBatch(id: string, idempotencyKey: string): Promise<PayoutBatchResult> {
  return callApi(
    () =>
      api
        .post(`admin/payout-batches/${encodeURIComponent(id)}/cancel`, {
          headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        })
        .json(payoutBatchResultSchema),
    WITHDRAW_DEFAULTS.saveBatch,
  );
}
