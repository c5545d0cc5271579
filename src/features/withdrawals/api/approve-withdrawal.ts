import { adminWithdrawalResultSchema, type AdminWithdrawal } from '../../../contract/withdrawals.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

/** Marks a pending withdrawal paid, with an optional payout reference (once; a second decision is a 409). */
export function approveWithdrawal(
  id: string,
  payoutReference: string,
  idempotencyKey: string,
): Promise<{ message: string; withdrawal: AdminWithdrawal }> {
  const json = payoutReference ? { payout_reference: payoutReference } : {};
  return callApi(
    () =>
      api
        .post(`admin/withdrawals/${encodeURIComponent(id)}/approve`, {
          json,
          headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        })
        .json(adminWithdrawalResultSchema),
    WITHDRAW_DEFAULTS.review,
  );
}
