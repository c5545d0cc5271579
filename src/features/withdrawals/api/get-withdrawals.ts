import { withdrawalPageSchema, type Withdrawal } from '../../../contract/withdrawals.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import type { Page } from '../../../lib/use-paged-list.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

/** One page of the Withdraw Log, newest first. */
export function getWithdrawals(cursor?: string): Promise<Page<Withdrawal>> {
  const searchParams = new URLSearchParams({ limit: '20' });
  if (cursor) searchParams.set('cursor', cursor);
  return callApi(
    () => api.get('withdrawals', { searchParams }).json(withdrawalPageSchema),
    WITHDRAW_DEFAULTS.fetchWithdrawals,
  );
}
