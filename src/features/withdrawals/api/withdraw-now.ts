import { withdrawResultSchema, type WithdrawRequest, type WithdrawResult } from '../../../contract/withdrawals.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

export function withdrawNow(body: WithdrawRequest, idempotencyKey: string): Promise<WithdrawResult> {
  return callApi(
    () =>
      api
        .post('withdrawals', { json: body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
        .json(withdrawResultSchema),
    WITHDRAW_DEFAULTS.withdraw,
  );
}
