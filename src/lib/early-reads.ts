import { get } from 'idb-keyval';

/**
 * IndexedDB keys of the stores hydrated before the first render (main.tsx). Listed here, not
 * imported from the stores, so this module runs before the rest of the app is evaluated; the same
 * list is in public/early-reads.js, and a client test keeps the three (stores, here, there) equal.
 */
export const HYDRATED_KEYS = ['session', 'wallets', 'wallet-summary', 'recent-transactions', 'notifications', 'kyc-status'] as const;

declare global {
  interface Window {
    /** The values public/early-reads.js read (index.html runs it before the modules). */
    __earlyReads?: Promise<Record<string, unknown>> | null;
  }
}

const pending = new Map<string, Promise<unknown>>();

/**
 * Starts reading the hydrated stores at once, or takes the reads public/early-reads.js started
 * while the modules were loading. src/boot-reads.ts calls it before anything else is evaluated, so
 * opening the database and reading the values overlap the evaluation of React and the router
 * instead of following it.
 */
export function startEarlyReads(): void {
  if (typeof indexedDB === 'undefined') return;
  const early = window.__earlyReads;
  // Null tells the script, should it arrive after the modules, that nobody waits for it.
  if (!early) window.__earlyReads = null;
  for (const key of HYDRATED_KEYS) {
    pending.set(key, early ? early.then((values) => values[key], () => get(key)) : get(key));
  }
}

/** The early read of `key`, once: later reads go to IndexedDB, so they see later writes. */
export function takeEarlyRead(key: string): Promise<unknown> | undefined {
  const read = pending.get(key);
  pending.delete(key);
  return read;
}
