import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Wallet } from '../../contract/wallet-shape.ts';
import { toApiError } from '../../lib/api-error.ts';
import { createIdbStorage } from '../../lib/idb-storage.ts';
import { DEFAULTS } from '../../lib/messages.ts';
import { getSession, useSessionStore } from '../../lib/session-store.ts';
import { notify, TOAST_IDS } from '../../lib/toast.tsx';
import { isConnected } from '../../lib/connection.ts';

type Persisted = { wallets: Wallet[] | null; fetchedAt: number | null; ownerId: string | null };

type WalletState = Persisted & {
  loading: boolean;
  /** Set when the last refresh failed and older data is on screen. */
  stale: boolean;
  error: string | null;
  refresh: () => Promise<void>;
  /** Balances a money action's answer already carries: shown at once, no extra round trip. */
  setWallets: (wallets: Wallet[]) => void;
  reset: () => void;
};

const EMPTY: Persisted = { wallets: null, fetchedAt: null, ownerId: null };
const EXPIRED_SUFFIX = ' Your session has expired. Please log in again.';
/** The failed refresh was already said during this loss of connection. */
let toldOffline = false;

export const useWalletStore = create<WalletState>()(
  persist(
    (setState, getState) => ({
      ...EMPTY,
      loading: false,
      stale: false,
      error: null,
      reset: () => {
        toldOffline = false;
        setState({ ...EMPTY, stale: false, error: null, loading: false });
      },
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
        setState({ loading: true });
        try {
          // The endpoint (ky, zod) is loaded on the first refresh, after the cached balances are painted.
          const { getWallets } = await import('./api/get-wallets.ts');
          const wallets = await getWallets();
          setState({ wallets, fetchedAt: Date.now(), ownerId: owner, loading: false, stale: false, error: null });
          toldOffline = false;
        } catch (caught) {
          const error = toApiError(caught, DEFAULTS.fetchWallets);
          setState({ loading: false, stale: getState().wallets !== null, error: error.message });
          const message = error.message.replace(/\.+$/, '');
          const suffix = error.isUnauthorized ? EXPIRED_SUFFIX : '';
          const text = hadCache ? `Failed to update wallet data: ${message}. Displaying previous data.${suffix}` : `Error: ${error.message}`;
          // Without a connection (or a server to reach) the spec's message is said once, calmly, beside
          // the offline notice, not again in red on every page change; the wallet card says "as of".
          if (!isConnected()) {
            if (toldOffline) return;
            toldOffline = true;
            notify.show(text, { id: TOAST_IDS.walletsError });
            return;
          }
          notify.error(text, { id: TOAST_IDS.walletsError });
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
