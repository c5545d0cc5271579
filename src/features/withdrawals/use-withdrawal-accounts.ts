import { useCallback, useEffect, useState } from 'react';
import type { WithdrawalAccount } from '../../contract/withdrawals.ts';
import { toApiError } from '../../lib/api-error.ts';
import { getWithdrawalAccounts } from './api/get-withdrawal-accounts.ts';
import { WITHDRAW_DEFAULTS } from './messages.ts';

/** The user's saved payout accounts, loaded on mount, with reload. */
export function useWithdrawalAccounts() {
  const [accounts, setAccounts] = useState<WithdrawalAccount[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    setError(null);
    try {
      setAccounts(await getWithdrawalAccounts());
    } catch (caught) {
      setError(toApiError(caught, WITHDRAW_DEFAULTS.fetchAccounts).message);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { accounts, error, reload };
}
