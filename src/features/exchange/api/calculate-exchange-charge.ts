import { chargeQuoteSchema, type ChargeQuote, type ExchangeRequest } from '../../../contract/wallet.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export function calculateExchangeCharge(body: ExchangeRequest, signal?: AbortSignal): Promise<ChargeQuote> {
  return callApi(
    () =>
      api
        .post('wallet/wallet-exchange/calculate-charge', { json: body, ...(signal ? { signal } : {}) })
        .json(chargeQuoteSchema),
    DEFAULTS.calculateExchangeCharge,
  );
}
