import { adminWithdrawalResultSchema, type AdminWithdrawal } from '../../../contract/withdrawals.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

/** Rejects a pending withdrawal; the server refunds the user's Main wallet. */
export function rejectWithdrawal(
  id: string,
  reason: string,
  idempotencyKey: string,
): Promise<{ message: string; withdrawal: AdminWithdrawal }> {
  return callApi(
    () =>
      api
        .post(`admin/withdrawals/${encodeURIComponent(id)}/reject`, {
          json: { reason },
          headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        })
        .json(adminWithdrawalResultSchema),
    WITHDRAW_DEFAULTS.review,
  );
}
