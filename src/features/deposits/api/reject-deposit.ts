import { adminDepositResultSchema, type AdminDeposit } from '../../../contract/deposits.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

export function rejectDeposit(
  id: string,
  reason: string,
  idempotencyKey: string,
): Promise<{ message: string; deposit: AdminDeposit }> {
  return callApi(
    () =>
      api
        .post(`admin/deposits/${encodeURIComponent(id)}/reject`, {
          json: { reason },
          headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        })
        .json(adminDepositResultSchema),
    DEPOSIT_DEFAULTS.review,
  );
}
