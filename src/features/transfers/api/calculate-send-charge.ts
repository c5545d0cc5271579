import type { SendMoneyRequest } from '../../../contract/transfers.ts';
import { chargeQuoteSchema, type ChargeQuote } from '../../../contract/wallet.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export type SendQuoteRequest = Omit<SendMoneyRequest, 'note'>;

/** The fee the sender pays on top of the amount (total_debit = amount + charge). */
export function calculateSendCharge(body: SendQuoteRequest, signal?: AbortSignal): Promise<ChargeQuote> {
  return callApi(() => api.post('send-money/calculate-charge', { json: body, ...(signal ? { signal } : {}) }).json(chargeQuoteSchema), DEFAULTS.calculateCharge);
}
