import { withdrawalAccountSchema, type WithdrawalAccount } from '../../../contract/withdrawals.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

export type AccountBody = { method_id: string; name: string; details: Record<string, string> };

export function createWithdrawalAccount(body: AccountBody): Promise<WithdrawalAccount> {
  return callApi(
    () => api.post('withdrawal-accounts', { json: body }).json(withdrawalAccountSchema),
    WITHDRAW_DEFAULTS.saveAccount,
  );
}
