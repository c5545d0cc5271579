import { withdrawalProtectionSchema, type WithdrawalProtection } from '../../../contract/withdrawal-protection.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

/** Whether withdrawals are paused after a security change, and the accounts' cooling-off hours. */
export function getWithdrawalProtection(): Promise<WithdrawalProtection> {
  return callApi(
    () => api.get('withdrawal-protection').json(withdrawalProtectionSchema),
    WITHDRAW_DEFAULTS.fetchProtection,
  );
}
