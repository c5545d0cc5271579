import type { Transaction } from '../../contract/transactions.ts';
import { createCachedStore } from '../../lib/create-cached-store.ts';
import { DEFAULTS } from '../../lib/messages.ts';
import { getTransactions } from './api/get-transactions.ts';

export const RECENT_TRANSACTIONS_LIMIT = 5;

/** The dashboard's latest transactions, cached in IndexedDB so they show at once, even offline. */
export const useRecentTransactionsStore = createCachedStore<Transaction[]>({
  name: 'recent-transactions',
  version: 1,
  load: async () => (await getTransactions({ limit: RECENT_TRANSACTIONS_LIMIT })).items,
  fallback: DEFAULTS.fetchTransactions,
});
