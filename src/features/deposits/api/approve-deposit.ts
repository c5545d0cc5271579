import { adminDepositResultSchema, type AdminDeposit } from '../../../contract/deposits.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

/** POST .../approve: credits the user's Main wallet (once; a second decision is a 409). */
export function approveDeposit(
  id: string,
  idempotencyKey: string,
): Promise<{ message: string; deposit: AdminDeposit }> {
  return callApi(
    () =>
      api
        .post(`admin/deposits/${encodeURIComponent(id)}/approve`, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
        .json(adminDepositResultSchema),
    DEPOSIT_DEFAULTS.review,
  );
}
