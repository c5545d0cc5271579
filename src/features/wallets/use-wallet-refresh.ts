import { useEffect } from 'react';
import { useWalletStore } from './wallet-store.ts';

export const WALLET_REFRESH_MS = 30_000;

/** Refreshes wallets now, every 30 s while the tab is visible, and when the window regains focus. */
export function useWalletRefresh(): void {
  useEffect(() => {
    const refresh = () => void useWalletStore.getState().refresh();
    refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, WALLET_REFRESH_MS);
    window.addEventListener('focus', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, []);
}
