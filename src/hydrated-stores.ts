import { useKycStatusStore } from './features/kyc/kyc-status-store.ts';
import { useNotificationStore } from './features/notifications/notification-store.ts';
import { useRecentTransactionsStore } from './features/transactions/recent-transactions-store.ts';
import { useSummaryStore } from './features/wallets/summary-store.ts';
import { useWalletStore } from './features/wallets/wallet-store.ts';
import { useSessionStore } from './lib/session-store.ts';

/**
 * The persisted stores main.tsx hydrates before the first render. Their IndexedDB keys are also
 * listed in lib/early-reads.ts (HYDRATED_KEYS), which must not import them; a client test keeps
 * the two lists equal.
 */
export const HYDRATED_STORES = [
  useSessionStore,
  useWalletStore,
  useSummaryStore,
  useRecentTransactionsStore,
  useNotificationStore,
  useKycStatusStore,
] as const;
