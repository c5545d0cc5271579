import { onchainResolveResultSchema } from '../../../contract/onchain.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { ONCHAIN_DEFAULTS } from '../messages.ts';

/** Credit (once) or dismiss a payment waiting for review; 409 once decided. */
export function resolveOnchainPayment(id: string, decision: 'credit' | 'dismiss', note: string, idempotencyKey: string) {
  return callApi(
    () => api.post(`admin/onchain/payments/${encodeURIComponent(id)}/resolve`, { json: { decision, note }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }).json(onchainResolveResultSchema),
    ONCHAIN_DEFAULTS.resolve,
  );
}
