import { api, callApi } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { filterParams, type TransactionFilters } from './get-admin-transactions.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const exportFailed = (): string => translate('admin.transactions.error.export');

/**
 * Fetches the CSV export with the admin's token (a plain link could not carry it) and saves it
 * under the server's file name. No timeout: a large export streams for a while.
 */
export async function downloadTransactionsCsv(filters: TransactionFilters): Promise<void> {
  const response = await callApi(
    () => api.get('admin/transactions.csv', { searchParams: filterParams(filters), timeout: false, retry: 0 }),
    exportFailed(),
  );
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'transactions.csv';
  saveFile(blob, name);
}
