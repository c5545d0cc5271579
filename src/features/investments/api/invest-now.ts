import { investResultSchema, type InvestRequest, type InvestResult } from '../../../contract/investments.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';

export function investNow(body: InvestRequest, idempotencyKey: string): Promise<InvestResult> {
  return callApi(
    () =>
      api
        .post('investments', { json: body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
        .json(investResultSchema),
    DEFAULTS.invest,
  );
}
