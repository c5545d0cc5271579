import { withdrawQuoteSchema, type WithdrawQuote, type WithdrawRequest } from '../../../contract/withdrawals.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

/** The charge is taken from the payout: the wallet gives `amount`, the account gets `receive_amount`. */
export function calculateWithdrawCharge(body: WithdrawRequest, signal?: AbortSignal): Promise<WithdrawQuote> {
  return callApi(
    () =>
      api.post('withdrawals/calculate-charge', { json: body, ...(signal ? { signal } : {}) }).json(withdrawQuoteSchema),
    WITHDRAW_DEFAULTS.calculateCharge,
  );
}
