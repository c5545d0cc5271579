import type { Queryable } from '../../db/client.ts';
import type { Keyset } from '../ledger/ledger.cursor.ts';
import type { LedgerFilter } from './admin-transactions.filter.ts';
import { ledgerPage, ledgerTotals } from './admin-transactions.repo.ts';

/**
 * The admin's view of every ledger transaction: one page and the totals of the same filter, read
 * together so the totals describe exactly what the filter selects.
 */
export async function transactionPageWithTotals(
  q: Queryable,
  filter: LedgerFilter,
  after: Keyset | undefined,
  limit: number,
) {
  const [page, totals] = await Promise.all([ledgerPage(q, filter, after, limit), ledgerTotals(q, filter)]);
  return { ...page, totals };
}
