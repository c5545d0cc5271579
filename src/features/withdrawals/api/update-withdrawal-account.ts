import { withdrawalAccountSchema, type WithdrawalAccount } from '../../../contract/withdrawals.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

/** A saved account's name and details; its method cannot change (a new method is a new account). */
export type AccountUpdateBody = { name: string; details: Record<string, string> };

export function updateWithdrawalAccount(id: string, body: AccountUpdateBody): Promise<WithdrawalAccount> {
  return callApi(
    () => api.put(`withdrawal-accounts/${encodeURIComponent(id)}`, { json: body }).json(withdrawalAccountSchema),
    WITHDRAW_DEFAULTS.saveAccount,
  );
}
