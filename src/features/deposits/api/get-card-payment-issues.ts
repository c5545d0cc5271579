import { cardIssueListSchema, type CardPaymentIssue } from '../../../contract/card-payments.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

/** Refunds and disputes Stripe reported on card deposits, newest first, with how many are still open. */
export function getCardPaymentIssues(
  status?: CardPaymentIssue['status'],
): Promise<{ items: CardPaymentIssue[]; open: number }> {
  return callApi(
    () => api.get('admin/card-payment-issues', { searchParams: status ? { status } : {} }).json(cardIssueListSchema),
    DEPOSIT_DEFAULTS.fetchCardIssues,
  );
}
