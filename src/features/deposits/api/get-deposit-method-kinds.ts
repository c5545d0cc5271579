import { depositMethodKindListSchema, type DepositMethodKindOption } from '../../../contract/deposits.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

/** Which kinds a new method can have on this server, and why one cannot (a card one without Stripe configured). */
export function getDepositMethodKinds(): Promise<DepositMethodKindOption[]> {
  return callApi(
    () => api.get('admin/deposit-methods/kinds').json(depositMethodKindListSchema),
    DEPOSIT_DEFAULTS.fetchKinds,
  );
}
