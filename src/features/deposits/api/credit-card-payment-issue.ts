import { cardIssueResultSchema, type CardIssueResult } from '../../../contract/card-payments.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

/** Credits a card payment made for another amount than its deposit (the suggested amount, or `amount` within the method's limits); above the four-eyes threshold it is sent for approval. */
export function creditCardPaymentIssue(id: string, idempotencyKey: string, amount?: number): Promise<CardIssueResult> {
  return callApi(
    () =>
      api
        .post(`admin/card-payment-issues/${encodeURIComponent(id)}/credit`, {
          json: amount === undefined ? {} : { amount },
          headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        })
        .json(cardIssueResultSchema),
    DEPOSIT_DEFAULTS.decideCardIssue,
  );
}
