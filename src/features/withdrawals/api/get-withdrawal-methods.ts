import { withdrawalMethodListSchema, type WithdrawalMethod } from '../../../contract/withdrawals.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

/** Active methods with the fields an account needs; `admin` lists every method. */
export function getWithdrawalMethods(admin = false): Promise<WithdrawalMethod[]> {
  return callApi(
    () => api.get(admin ? 'admin/withdrawal-methods' : 'withdrawals/methods').json(withdrawalMethodListSchema),
    WITHDRAW_DEFAULTS.fetchMethods,
  );
}
