import { withdrawalAccountListSchema, type WithdrawalAccount } from '../../../contract/withdrawals.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

export function getWithdrawalAccounts(): Promise<WithdrawalAccount[]> {
  return callApi(
    () => api.get('withdrawal-accounts').json(withdrawalAccountListSchema),
    WITHDRAW_DEFAULTS.fetchAccounts,
  );
}
