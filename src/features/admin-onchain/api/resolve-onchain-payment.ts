import { onchainResolveResultSchema } from '../../../contract/onchain.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { ONCHAIN_DEFAULTS } from '../messages.ts';

/**
 * Credit (once) or dismiss a payment waiting for review; 409 once decided. `amount` is required for
 * an over-maximum, another-asset or unrepresentable payment; above the four-eyes threshold the
 * answer carries the pending `approval` and nothing has moved.
 */
export function resolveOnchainPayment(
  id: string,
  decision: 'credit' | 'dismiss',
  note: string,
  idempotencyKey: string,
  amount?: number,
) {
  const json = amount === undefined ? { decision, note } : { decision, note, amount };
  return callApi(
    () =>
      api
        .post(`admin/onchain/payments/${encodeURIComponent(id)}/resolve`, {
          json,
          headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        })
        .json(onchainResolveResultSchema),
    ONCHAIN_DEFAULTS.resolve,
  );
}
