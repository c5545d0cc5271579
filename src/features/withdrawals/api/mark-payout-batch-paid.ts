import { payoutBatchResultSchema, type PayoutBatchResult } from '../../../contract/payout-batches.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

/** The multi-send went out: every withdrawal of the batch is paid with this transaction hash. */
export function markPayoutBatchPaid(
  id: string,
  transactionHash: string,
  idempotencyKey: string,
): Promise<PayoutBatchResult> {
  return callApi(
    () =>
      api
        .post(`admin/payout-batches/${encodeURIComponent(id)}/paid`, {
          json: { transaction_hash: transactionHash },
          headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        })
        .json(payoutBatchResultSchema),
    WITHDRAW_DEFAULTS.saveBatch,
  );
}
