import { depositMethodListSchema, type DepositMethod } from '../../../contract/deposits.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

/** Every method, active or not. */
export function getAdminDepositMethods(): Promise<DepositMethod[]> {
  return callApi(() => api.get('admin/deposit-methods').json(depositMethodListSchema), DEPOSIT_DEFAULTS.fetchMethods);
}
