import { translate } from '../../../lib/i18n/i18n.ts';
import { investResultSchema, type InvestRequest, type InvestResult } from '../../../contract/investments.ts';
import { api, callApi, IDEMPOTENCY_HEADER } from '../../../lib/api-client.ts';

export function investNow(body: InvestRequest, idempotencyKey: string): Promise<InvestResult> {
  return callApi(
    () =>
      api
        .post('investments', { json: body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
        .json(investResultSchema),
    translate('invest.error.invest'),
  );
}
