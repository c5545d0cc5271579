import { get } from 'idb-keyval';

/**
 * IndexedDB keys of the stores hydrated before the first render (main.tsx). Listed here, not
 * imported from the stores, so this module runs before the rest of the app is evaluated; the same
 * list is in public/early-reads.js, and a client test keeps the three (stores, here, there) equal.
 */
export const HYDRATED_KEYS = [
  'session',
  'wallets',
  'wallet-summary',
  'recent-transactions',
  'notifications',
  'kyc-status',
] as const;

declare global {
  interface Window {
    /** The values public/early-reads.js read (index.html runs it before the modules). */
    __earlyReads?: Promise<Record<string, unknown>> | null;
  }
}

const pending = new Map<string, Promise<unknown>>();

/**
 * Starts reading the hydrated stores at once, or takes the reads public/early-reads.js started
 * while the modules were loading. That small classic script (index.html, async) runs as soon as it
 * arrives, while the module graph is still loading: in a browser process that has just started,
 * opening IndexedDB takes 150-270 ms on this project's test machine, and started there that wait
 * overlaps loading and evaluating the app. It uses idb-keyval's default database and store; an
 * unhandled rejection there is swallowed, as the app then reads the database itself. Without the
 * script, src/boot-reads.ts calling this before anything else is evaluated still overlaps the
 * reads with the evaluation of React and the router.
 */
export function startEarlyReads(): void {
  if (typeof indexedDB === 'undefined') return;
  const early = window.__earlyReads;
  // Null tells the script, should it arrive after the modules, that nobody waits for it.
  if (!early) window.__earlyReads = null;
  for (const key of HYDRATED_KEYS) {
    pending.set(
      key,
      early
        ? early.then(
            (values) => values[key],
            () => get(key),
          )
        : get(key),
    );
  }
}

/** The early read of `key`, once: later reads go to IndexedDB, so they see later writes. */
export function takeEarlyRead(key: string): Promise<unknown> | undefined {
  const read = pending.get(key);
  pending.delete(key);
  return read;
}
