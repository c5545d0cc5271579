import type { QueueSort } from '../../../contract/admin-bulk.ts';
import type { ReviewStatus } from '../../../contract/methods.ts';
import { adminWithdrawalPageSchema, type AdminWithdrawal } from '../../../contract/withdrawals.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import type { Page } from '../../../lib/use-paged-list.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

export type QueueFilter = { status: ReviewStatus | undefined; q: string; sort: QueueSort };

/** GET /api/admin/withdrawal-queue: searched and sorted on the server; the cursor is the next page's offset. */
export function getWithdrawalQueue({ status, q, sort }: QueueFilter, cursor?: string): Promise<Page<AdminWithdrawal>> {
  const searchParams = new URLSearchParams({ limit: '20', sort });
  if (status) searchParams.set('status', status);
  if (q) searchParams.set('q', q);
  if (cursor) searchParams.set('cursor', cursor);
  return callApi(
    () => api.get('admin/withdrawal-queue', { searchParams }).json(adminWithdrawalPageSchema),
    WITHDRAW_DEFAULTS.fetchWithdrawals,
  );
}
