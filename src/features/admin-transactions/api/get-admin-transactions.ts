import {
  adminTransactionPageSchema,
  type AdminTransaction,
  type AdminTransactionTotals,
} from '../../../contract/admin-transactions.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import type { Page } from '../../../lib/use-paged-list.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const fetchAdminTransactionsFailed = (): string => translate('admin.transactions.error.fetch');
export const ADMIN_TRANSACTIONS_PAGE_SIZE = 25;

export type TransactionFilters = {
  type?: string | undefined;
  status?: string | undefined;
  user?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

export function filterParams(filters: TransactionFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (typeof value === 'string' && value) params.set(key, value);
  return params;
}

export function getAdminTransactions(
  filters: TransactionFilters,
  cursor?: string,
): Promise<Page<AdminTransaction> & { totals: AdminTransactionTotals }> {
  const searchParams = filterParams(filters);
  searchParams.set('limit', String(ADMIN_TRANSACTIONS_PAGE_SIZE));
  if (cursor) searchParams.set('cursor', cursor);
  return callApi(
    () => api.get('admin/transactions', { searchParams }).json(adminTransactionPageSchema),
    fetchAdminTransactionsFailed(),
  );
}
