import { transferLogPageSchema, type TransferLogItem } from '../../../contract/transfers.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { DEFAULTS } from '../../../lib/messages.ts';
import type { Page } from '../../../lib/use-paged-list.ts';

export const TRANSFER_LOG_PAGE_SIZE = 20;

/** One page of sent and received transfers, newest first; pass the previous page's nextCursor. */
export function getTransferLogs(cursor?: string): Promise<Page<TransferLogItem>> {
  const searchParams = new URLSearchParams({ limit: String(TRANSFER_LOG_PAGE_SIZE) });
  if (cursor) searchParams.set('cursor', cursor);
  return callApi(
    () => api.get('send-money/logs', { searchParams }).json(transferLogPageSchema),
    DEFAULTS.fetchTransferLogs,
  );
}
