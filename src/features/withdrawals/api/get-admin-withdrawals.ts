import type { ReviewStatus } from '../../../contract/methods.ts';
import { adminWithdrawalPageSchema, type AdminWithdrawal } from '../../../contract/withdrawals.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import type { Page } from '../../../lib/use-paged-list.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

export function getAdminWithdrawals(status: ReviewStatus | undefined, cursor?: string): Promise<Page<AdminWithdrawal>> {
  const searchParams = new URLSearchParams({ limit: '20' });
  if (status) searchParams.set('status', status);
  if (cursor) searchParams.set('cursor', cursor);
  return callApi(() => api.get('admin/withdrawals', { searchParams }).json(adminWithdrawalPageSchema), WITHDRAW_DEFAULTS.fetchWithdrawals);
}
