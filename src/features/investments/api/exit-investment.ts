import { translate } from '../../../lib/i18n/i18n.ts';
import { exitResultSchema, type ExitResult } from '../../../contract/investment-exit.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';

/** Leaves an investment early; one Idempotency-Key per confirmed exit. */
export function exitInvestment(body: { id: string }, idempotencyKey: string): Promise<ExitResult> {
  return callApi(
    () =>
      api
        .post(`investments/${encodeURIComponent(body.id)}/exit`, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
        .json(exitResultSchema),
    translate('invest.error.exit'),
  );
}
