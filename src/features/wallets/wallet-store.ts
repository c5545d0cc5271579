import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Wallet } from '../../contract/wallet-shape.ts';
import { toApiError } from '../../lib/api-error.ts';
import { createIdbStorage } from '../../lib/idb-storage.ts';
import { DEFAULTS } from '../../lib/messages.ts';
import { getSession, useSessionStore } from '../../lib/session-store.ts';
import { notify, TOAST_IDS } from '../../lib/toast.tsx';
import { isConnected } from '../../lib/connection.ts';
import { keepIfSame } from '../../lib/same-data.ts';
import { translate } from '../../lib/i18n/i18n.ts';

type Persisted = { wallets: Wallet[] | null; fetchedAt: number | null; ownerId: string | null };

type WalletState = Persisted & {
  loading: boolean;
  /** When the refresh on the way started: after a few seconds the card says "Updating..." with its as-of time. */
  loadingSince: number | null;
  /** Set when the last refresh failed and older data is on screen. */
  stale: boolean;
  error: string | null;
  refresh: () => Promise<void>;
  /** Balances a money action's answer already carries: shown at once, no extra round trip. */
  setWallets: (wallets: Wallet[]) => void;
  reset: () => void;
};

const EMPTY: Persisted = { wallets: null, fetchedAt: null, ownerId: null };

export const useWalletStore = create<WalletState>()(
  persist(
    (setState, getState) => ({
      ...EMPTY,
      loading: false,
      loadingSince: null,
      stale: false,
      error: null,
      reset: () => setState({ ...EMPTY, stale: false, error: null, loading: false, loadingSince: null }),
      setWallets: (updated) => {
        const owner = getSession().user?.id ?? null;
        if (!owner) return;
        // The answer may list only the wallets it touched; keep the others as they were.
        const current = getState().ownerId === owner ? (getState().wallets ?? []) : [];
        const byId = new Map(current.map((w) => [w.id, w]));
        for (const wallet of updated) byId.set(wallet.id, wallet);
        setState({ wallets: [...byId.values()], fetchedAt: Date.now(), ownerId: owner, stale: false, error: null });
      },
      refresh: async () => {
        const owner = getSession().user?.id ?? null;
        if (!owner || getState().loading) return;
        if (getState().ownerId !== owner) setState({ ...EMPTY });
        const hadCache = getState().wallets !== null;
        setState({ loading: true, loadingSince: Date.now() });
        try {
          // The endpoint (ky, zod) is loaded on the first refresh, after the cached balances are painted.
          const { getWallets } = await import('./api/get-wallets.ts');
          const wallets = keepIfSame(getState().wallets, await getWallets());
          setState({
            wallets,
            fetchedAt: Date.now(),
            ownerId: owner,
            loading: false,
            loadingSince: null,
            stale: false,
            error: null,
          });
          // A good answer: the warning from an earlier failure no longer holds.
          notify.dismiss(TOAST_IDS.walletsError);
        } catch (caught) {
          const error = toApiError(caught, DEFAULTS.fetchWallets);
          setState({ loading: false, loadingSince: null, stale: getState().wallets !== null, error: error.message });
          // An ended session: the session handler's one toast says it ("Session expired. Please log in
          // again."). Offline or lie-fi: the offline banner says it, and the card shows its as-of time;
          // a toast on every offline reload would be a third notice of the same thing.
          if (error.isUnauthorized || !isConnected()) return;
          const message = error.message.replace(/\.+$/, '');
          notify.error(
            hadCache
              ? translate('wallet.toast.updateFailed', { message })
              : translate('wallet.toast.error', { message: error.message }),
            { id: TOAST_IDS.walletsError },
          );
        }
      },
    }),
    {
      name: 'wallets',
      storage: createIdbStorage<Persisted>(),
      version: 1,
      partialize: ({ wallets, fetchedAt, ownerId }): Persisted => ({ wallets, fetchedAt, ownerId }),
      migrate: (persisted, version): Persisted =>
        version === 1 && persisted && typeof persisted === 'object' ? (persisted as Persisted) : EMPTY,
      skipHydration: true,
    },
  ),
);

// A logout clears the cached balances, so the next person on this device never sees them.
useSessionStore.subscribe((state, previous) => {
  if (previous.token && !state.token) useWalletStore.getState().reset();
});
