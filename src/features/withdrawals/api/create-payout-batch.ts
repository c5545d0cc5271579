import { payoutBatchResultSchema, type PayoutBatchResult } from '../../../contract/payout-batches.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

export type NewPayoutBatch = {
  withdrawal_ids: string[];
  chain_id?: number;
  token_address?: string;
  asset_decimals?: number;
  rate?: string;
};

/** Puts pending crypto withdrawals into one batch (above the four-eyes threshold it waits for a second admin). */
export function createPayoutBatch(input: NewPayoutBatch, idempotencyKey: string): Promise<PayoutBatchResult> {
  return callApi(
    () =>
      api
        .post('admin/payout-batches', { json: input, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
        .json(payoutBatchResultSchema),
    WITHDRAW_DEFAULTS.saveBatch,
  );
}
