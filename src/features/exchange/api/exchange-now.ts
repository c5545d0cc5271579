import { moneyResultSchema, type MoneyResult } from '../../../contract/transfers.ts';
import type { ExchangeRequest } from '../../../contract/wallet.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export function exchangeNow(body: ExchangeRequest, idempotencyKey: string): Promise<MoneyResult> {
  return callApi(
    () =>
      api
        .post('wallet/wallet-exchange-now', { json: body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
        .json(moneyResultSchema),
    DEFAULTS.walletExchange,
  );
}
