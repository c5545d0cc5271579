import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { toApiError } from './api-error.ts';
import { createIdbStorage } from './idb-storage.ts';
import { keepIfSame } from './same-data.ts';
import { getSession, useSessionStore } from './session-store.ts';

type Persisted<T> = { data: T | null; fetchedAt: number | null; ownerId: string | null };

export type CachedState<T> = Persisted<T> & {
  loading: boolean;
  /** When the refresh on the way started (the view says "Updating..." after a few seconds). */
  loadingSince: number | null;
  /** The last refresh failed while older data is on screen. */
  stale: boolean;
  error: string | null;
  refresh: () => Promise<void>;
  reset: () => void;
};

/** `fallback`: the call's default problem, read when a refresh fails (in the language shown then). */
type Options<T> = { name: string; version: number; load: () => Promise<T>; fallback: () => string };

/**
 * A last-known-data store persisted to IndexedDB (the wallets store's pattern): shown at once on
 * open, refreshed in the background, kept on screen with `stale` when a refresh fails, and
 * tied to the user who fetched it so another account never sees it.
 */
export function createCachedStore<T>({ name, version, load, fallback }: Options<T>) {
  const empty: Persisted<T> = { data: null, fetchedAt: null, ownerId: null };
  const store = create<CachedState<T>>()(
    persist(
      (setState, getState) => ({
        ...empty,
        loading: false,
        loadingSince: null,
        stale: false,
        error: null,
        reset: () => setState({ ...empty, loading: false, loadingSince: null, stale: false, error: null }),
        refresh: async () => {
          const owner = getSession().user?.id ?? null;
          if (!owner || getState().loading) return;
          if (getState().ownerId !== owner) setState({ ...empty });
          setState({ loading: true, loadingSince: Date.now() });
          try {
            const data = keepIfSame(getState().data, await load());
            setState({
              data,
              fetchedAt: Date.now(),
              ownerId: owner,
              loading: false,
              loadingSince: null,
              stale: false,
              error: null,
            });
          } catch (caught) {
            const error = toApiError(caught, fallback());
            setState({ loading: false, loadingSince: null, stale: getState().data !== null, error: error.message });
          }
        },
      }),
      {
        name,
        storage: createIdbStorage<Persisted<T>>(),
        version,
        partialize: ({ data, fetchedAt, ownerId }): Persisted<T> => ({ data, fetchedAt, ownerId }),
        // Another version's shape is unknown: drop it and fetch again.
        migrate: (persisted, from): Persisted<T> =>
          from === version && persisted && typeof persisted === 'object' ? (persisted as Persisted<T>) : empty,
        skipHydration: true,
      },
    ),
  );

  // A logout clears the cache, so the next person on this device never sees it.
  useSessionStore.subscribe((state, previous) => {
    if (previous.token && !state.token) store.getState().reset();
  });

  return store;
}
