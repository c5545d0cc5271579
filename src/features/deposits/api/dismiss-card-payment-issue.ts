import { cardIssueResultSchema, type CardIssueResult } from '../../../contract/card-payments.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

/** Closes a refund or dispute without taking anything from the wallet, with the reason. */
export function dismissCardPaymentIssue(id: string, reason: string, idempotencyKey: string): Promise<CardIssueResult> {
  return callApi(
    () =>
      api
        .post(`admin/card-payment-issues/${encodeURIComponent(id)}/dismiss`, {
          json: { reason },
          headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        })
        .json(cardIssueResultSchema),
    DEPOSIT_DEFAULTS.decideCardIssue,
  );
}
