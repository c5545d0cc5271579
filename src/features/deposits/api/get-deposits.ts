import { depositPageSchema, type Deposit } from '../../../contract/deposits.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import type { Page } from '../../../lib/use-paged-list.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

export const DEPOSIT_PAGE_SIZE = 20;

/** One page of the Add Money Log, newest first. */
export function getDeposits(cursor?: string): Promise<Page<Deposit>> {
  const searchParams = new URLSearchParams({ limit: String(DEPOSIT_PAGE_SIZE) });
  if (cursor) searchParams.set('cursor', cursor);
  return callApi(() => api.get('deposits', { searchParams }).json(depositPageSchema), DEPOSIT_DEFAULTS.fetchDeposits);
}
