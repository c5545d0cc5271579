import type { WalletSummary } from '../../contract/wallet.ts';
import { createCachedStore } from '../../lib/create-cached-store.ts';
import { DEFAULTS } from '../../lib/messages.ts';
import { getWalletSummary } from './api/get-wallet-summary.ts';

/** The dashboard's summary cards, cached in IndexedDB so they show at once, even offline. */
export const useSummaryStore = createCachedStore<WalletSummary>({
  name: 'wallet-summary',
  version: 1,
  load: getWalletSummary,
  fallback: DEFAULTS.fetchSummary,
});
