import type { z } from 'zod';
import { adminBalanceAnswerSchema, type AdminBalanceAnswer } from '../../../contract/approvals.ts';
import type { adminBalanceRequestSchema } from '../../../contract/transfers.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const adjustBalanceFailed = (): string => translate('admin.users.error.balance');
export type BalanceRequest = z.input<typeof adminBalanceRequestSchema> & { amount: number };

/** The money engine's admin balance change; one Idempotency-Key per confirmed action. Above the four-eyes threshold it answers the approval request instead. */
export function adjustUserBalance(
  userId: string,
  body: BalanceRequest,
  idempotencyKey: string,
): Promise<AdminBalanceAnswer> {
  return callApi(
    () =>
      api
        .post(`admin/users/${encodeURIComponent(userId)}/balance`, {
          json: body,
          headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        })
        .json(adminBalanceAnswerSchema),
    adjustBalanceFailed(),
  );
}
