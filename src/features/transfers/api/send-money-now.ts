import { moneyResultSchema, type MoneyResult, type SendMoneyRequest } from '../../../contract/transfers.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export function sendMoneyNow(body: SendMoneyRequest, idempotencyKey: string): Promise<MoneyResult> {
  return callApi(
    () =>
      api
        .post('send-money-now', { json: body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
        .json(moneyResultSchema),
    DEFAULTS.sendMoney,
  );
}
