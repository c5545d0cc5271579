import { depositQuoteSchema, type DepositQuote } from '../../../contract/deposits.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

export type DepositQuoteRequest = { method_id: string; amount: number };

export function calculateDepositCharge(body: DepositQuoteRequest, signal?: AbortSignal): Promise<DepositQuote> {
  return callApi(
    () => api.post('deposits/calculate-charge', { json: body, ...(signal ? { signal } : {}) }).json(depositQuoteSchema),
    DEPOSIT_DEFAULTS.calculateCharge,
  );
}
