import type { Transaction } from '../../contract/transaction-shape.ts';
import { createCachedStore } from '../../lib/create-cached-store.ts';
import { DEFAULTS } from '../../lib/messages.ts';

export const RECENT_TRANSACTIONS_LIMIT = 5;

/** The dashboard's latest transactions, cached in IndexedDB so they show at once, even offline; the endpoint loads on the first refresh. */
export const useRecentTransactionsStore = createCachedStore<Transaction[]>({
  name: 'recent-transactions',
  version: 1,
  load: async () =>
    (await (await import('./api/get-transactions.ts')).getTransactions({ limit: RECENT_TRANSACTIONS_LIMIT })).items,
  fallback: () => DEFAULTS.fetchTransactions,
});
