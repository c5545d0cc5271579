import { useEffect } from 'react';
import { useWorkerPolling } from '../../lib/pwa-poll.ts';
import { useWalletStore } from './wallet-store.ts';
import { noteGoodAnswer } from '../../lib/connection.ts';

const refresh = () => useWalletStore.getState().refresh();

/** Fresh balances from IndexedDB, where the worker's poll just wrote them; a good answer is not stale. */
async function rehydrate(): Promise<void> {
  await useWalletStore.persist.rehydrate();
  useWalletStore.setState({ stale: false, error: null });
  noteGoodAnswer();
}

/**
 * Refreshes wallets now, then every 30 s while the tab is visible and when it regains focus. The
 * timer asks the service worker, which makes one request for every open tab (src/lib/pwa-poll.ts).
 */
export function useWalletRefresh(): void {
  useEffect(() => {
    void refresh();
  }, []);
  useWorkerPolling({ kind: 'wallets', refresh, rehydrate });
}
