import { get } from 'idb-keyval';

/**
 * IndexedDB keys of the stores hydrated before the first render (main.tsx). Listed here, not
 * imported from the stores, so this module runs before the rest of the app is evaluated.
 */
export const HYDRATED_KEYS = ['session', 'wallets', 'wallet-summary', 'recent-transactions', 'notifications', 'kyc-status'] as const;

const pending = new Map<string, Promise<unknown>>();

/**
 * Starts reading the hydrated stores at once. src/boot-reads.ts calls it before anything else is
 * evaluated, so opening the database and reading the values overlap the evaluation of React and the router (about 50 ms of
 * a cold offline start) instead of following it.
 */
export function startEarlyReads(): void {
  if (typeof indexedDB === 'undefined') return;
  for (const key of HYDRATED_KEYS) pending.set(key, get(key));
}

/** The early read of `key`, once: later reads go to IndexedDB, so they see later writes. */
export function takeEarlyRead(key: string): Promise<unknown> | undefined {
  const read = pending.get(key);
  pending.delete(key);
  return read;
}

