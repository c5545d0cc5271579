import type { QueueSort } from '../../../contract/admin-bulk.ts';
import { adminDepositPageSchema, type AdminDeposit } from '../../../contract/deposits.ts';
import type { ReviewStatus } from '../../../contract/methods.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import type { Page } from '../../../lib/use-paged-list.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

export type QueueFilter = { status: ReviewStatus | undefined; q: string; sort: QueueSort };

/** GET /api/admin/deposit-queue: searched and sorted on the server; the cursor is the next page's offset. */
export function getDepositQueue({ status, q, sort }: QueueFilter, cursor?: string): Promise<Page<AdminDeposit>> {
  const searchParams = new URLSearchParams({ limit: '20', sort });
  if (status) searchParams.set('status', status);
  if (q) searchParams.set('q', q);
  if (cursor) searchParams.set('cursor', cursor);
  return callApi(
    () => api.get('admin/deposit-queue', { searchParams }).json(adminDepositPageSchema),
    DEPOSIT_DEFAULTS.fetchDeposits,
  );
}
