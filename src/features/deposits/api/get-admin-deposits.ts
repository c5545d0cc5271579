import { adminDepositPageSchema, type AdminDeposit } from '../../../contract/deposits.ts';
import type { ReviewStatus } from '../../../contract/methods.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import type { Page } from '../../../lib/use-paged-list.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';

export function getAdminDeposits(status: ReviewStatus | undefined, cursor?: string): Promise<Page<AdminDeposit>> {
  const searchParams = new URLSearchParams({ limit: '20' });
  if (status) searchParams.set('status', status);
  if (cursor) searchParams.set('cursor', cursor);
  return callApi(() => api.get('admin/deposits', { searchParams }).json(adminDepositPageSchema), DEPOSIT_DEFAULTS.fetchDeposits);
}
