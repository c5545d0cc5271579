import { cardIssueResultSchema, type CardIssueResult } from '../../../contract/card-payments.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

/** Takes the suggested amount (or `amount`) back from the investor's Main wallet; above the four-eyes threshold it is sent for approval. */
export function reverseCardPaymentIssue(id: string, idempotencyKey: string, amount?: number): Promise<CardIssueResult> {
  return callApi(
    () =>
      api
        .post(`admin/card-payment-issues/${encodeURIComponent(id)}/reverse`, {
          json: amount === undefined ? {} : { amount },
          headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        })
        .json(cardIssueResultSchema),
    DEPOSIT_DEFAULTS.decideCardIssue,
  );
}
