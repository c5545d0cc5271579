import { sendQuoteSchema, type SendMoneyRequest, type SendQuote } from '../../../contract/transfers.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export type SendQuoteRequest = Omit<SendMoneyRequest, 'note' | 'totp' | 'passkey'>;

/** The fee the sender pays on top of the amount (total_debit = amount + charge), and whether sending will ask for the code. */
export function calculateSendCharge(body: SendQuoteRequest, signal?: AbortSignal): Promise<SendQuote> {
  return callApi(
    () => api.post('send-money/calculate-charge', { json: body, ...(signal ? { signal } : {}) }).json(sendQuoteSchema),
    DEFAULTS.calculateCharge,
  );
}
