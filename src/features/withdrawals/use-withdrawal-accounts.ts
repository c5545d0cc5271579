import type { WithdrawalAccount } from '../../contract/withdrawals.ts';
import { useState } from 'react';
import { useResource } from '../../lib/use-resource.ts';
import { getWithdrawalAccounts } from './api/get-withdrawal-accounts.ts';
import { WITHDRAW_DEFAULTS } from './messages.ts';

/**
 * The user's saved payout accounts, loaded on mount, with reload. Cached per user, so Withdraw
 * opens offline (paused) once they were seen, and reloads by itself on reconnect after a failure.
 */
export function useWithdrawalAccounts() {
  // Read once per visit: a language switch must not reload the accounts (the call translates its own errors).
  const [fallback] = useState(() => WITHDRAW_DEFAULTS.fetchAccounts);
  const { data, error, reload } = useResource<WithdrawalAccount[]>(getWithdrawalAccounts, fallback, {
    cacheKey: 'withdrawal-accounts',
  });
  return { accounts: data, error, reload };
}
