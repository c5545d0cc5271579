import { payoutBatchListSchema, type PayoutBatch } from '../../../contract/payout-batches.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

/** Payout batches, newest first, with their withdrawals. */
export function getPayoutBatches(): Promise<{ items: PayoutBatch[] }> {
  return callApi(() => api.get('admin/payout-batches').json(payoutBatchListSchema), WITHDRAW_DEFAULTS.fetchBatches);
}
