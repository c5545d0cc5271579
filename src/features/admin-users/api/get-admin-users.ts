import { adminUserPageSchema, type AdminUserRow } from '../../../contract/admin-users.ts';
import type { KycStatusName } from '../../../contract/kyc-states.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import type { Page } from '../../../lib/use-paged-list.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

export const USERS_PAGE_SIZE = 20;
/** Said when the server gives no message of its own, in the language active then. */
export const fetchUsersFailed = (): string => translate('admin.users.error.fetch');

export type UserFilters = {
  q?: string | undefined;
  banned?: boolean | undefined;
  closed?: boolean | undefined;
  kyc?: KycStatusName | undefined;
  hasBalance?: boolean | undefined;
};

/** One page of GET /api/admin/users (investors only), newest first. */
export function getAdminUsers(filters: UserFilters, cursor?: string): Promise<Page<AdminUserRow>> {
  const searchParams = new URLSearchParams({ limit: String(USERS_PAGE_SIZE), role: 'user' });
  if (filters.q) searchParams.set('q', filters.q);
  if (filters.banned !== undefined) searchParams.set('banned', String(filters.banned));
  if (filters.closed !== undefined) searchParams.set('closed', String(filters.closed));
  if (filters.kyc) searchParams.set('kyc', filters.kyc);
  if (filters.hasBalance !== undefined) searchParams.set('hasBalance', String(filters.hasBalance));
  if (cursor) searchParams.set('cursor', cursor);
  return callApi(() => api.get('admin/users', { searchParams }).json(adminUserPageSchema), fetchUsersFailed());
}
