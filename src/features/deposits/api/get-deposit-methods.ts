import { depositMethodListSchema, type DepositMethod } from '../../../contract/deposits.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

/** Active methods for users. */
export function getDepositMethods(): Promise<DepositMethod[]> {
  return callApi(() => api.get('deposits/methods').json(depositMethodListSchema), DEPOSIT_DEFAULTS.fetchMethods);
}
