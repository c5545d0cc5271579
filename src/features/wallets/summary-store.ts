import type { WalletSummary } from '../../contract/wallet-summary-shape.ts';
import { createCachedStore } from '../../lib/create-cached-store.ts';
import { DEFAULTS } from '../../lib/messages.ts';

/**
 * The dashboard's summary cards, cached in IndexedDB so they show at once, even offline. The
 * endpoint (with ky and zod) is imported on the first refresh, after the cached cards are painted.
 */
export const useSummaryStore = createCachedStore<WalletSummary>({
  name: 'wallet-summary',
  // 2: pending deposits and withdrawals; an older cached shape is dropped and fetched again.
  version: 2,
  load: async () => (await import('./api/get-wallet-summary.ts')).getWalletSummary(),
  fallback: () => DEFAULTS.fetchSummary,
});
