import { transactionListSchema, type Transaction } from '../../../contract/transaction-shape.ts';
import { NEXT_CURSOR_HEADER, type TransactionType } from '../../../contract/transaction-types.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { DEFAULTS } from '../../../lib/messages.ts';
import type { Page } from '../../../lib/use-paged-list.ts';

export type TransactionQuery = { limit?: number; cursor?: string | undefined; type?: TransactionType | undefined };

/** One page of GET /api/transactions/user; the body is a bare array, the next cursor is in X-Next-Cursor. */
export function getTransactions(query: TransactionQuery = {}): Promise<Page<Transaction>> {
  const searchParams = new URLSearchParams();
  if (query.limit !== undefined) searchParams.set('limit', String(query.limit));
  if (query.cursor) searchParams.set('cursor', query.cursor);
  if (query.type) searchParams.set('type', query.type);
  return callApi(async () => {
    const response = await api.get('transactions/user', { searchParams });
    const parsed = transactionListSchema.safeParse(await response.json());
    if (!parsed.success) throw new ApiError(DEFAULTS.fetchTransactions, { code: 'INVALID_RESPONSE' });
    return { items: parsed.data, nextCursor: response.headers.get(NEXT_CURSOR_HEADER) || null };
  }, DEFAULTS.fetchTransactions);
}
