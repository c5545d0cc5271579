import { del, get, set } from 'idb-keyval';
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { takeEarlyRead } from './early-reads.ts';
import { isSupportTab } from './support-tab.ts';
import { createTabStorage } from './tab-storage.ts';

// The last write of each key, so a caller can wait until a value is on disk (see persisted()).
const writes = new Map<string, Promise<void>>();
// What each key last held (read or written). zustand's persist writes on every set, so a status
// change (`loading`, `stale`) would rewrite the same cached wallets or transactions each refresh.
const held = new Map<string, StorageValue<unknown>>();

/** The same version and the same value (by reference) in every persisted field. */
function sameValue(a: StorageValue<unknown> | undefined, b: StorageValue<unknown>): boolean {
  if (!a || a.version !== b.version) return false;
  const left = a.state as Record<string, unknown> | null;
  const right = b.state as Record<string, unknown> | null;
  if (!left || !right || typeof left !== 'object' || typeof right !== 'object') return Object.is(left, right);
  const keys = Object.keys(right);
  return keys.length === Object.keys(left).length && keys.every((k) => Object.is(left[k], right[k]));
}

/**
 * Resolves once the last write of `name` has reached IndexedDB (or failed). A new session is
 * awaited before the app moves on, so closing or reloading the app right after logging in can
 * never lose it: a write still pending when the page goes away may be dropped.
 */
export async function persisted(name: string): Promise<void> {
  await writes.get(name);
}

/**
 * A zustand `persist` storage over IndexedDB (idb-keyval). Values are stored as structured
 * clones, not JSON strings. Storage failures (private mode, quota) never break the app.
 * A support-view tab keeps everything in its own sessionStorage instead (src/lib/support-tab.ts):
 * it never reads the admin's session from IndexedDB nor leaves the investor's data there.
 */
export function createIdbStorage<S>(): PersistStorage<S> {
  const tab = createTabStorage<S>();
  return {
    async getItem(name) {
      if (isSupportTab()) return tab.getItem(name);
      try {
        const early = takeEarlyRead(name) as Promise<StorageValue<S> | undefined> | undefined;
        const value = await (early ?? get<StorageValue<S>>(name));
        if (value) held.set(name, value);
        return value ?? null;
      } catch {
        return null;
      }
    },
    async setItem(name, value) {
      if (isSupportTab()) return tab.setItem(name, value);
      if (sameValue(held.get(name), value)) return;
      held.set(name, value);
      // Persisting is best effort: on failure the in-memory state stays correct.
      const write = set(name, value).catch(() => undefined);
      writes.set(name, write);
      await write;
    },
    async removeItem(name) {
      if (isSupportTab()) return tab.removeItem(name);
      held.delete(name);
      try {
        await del(name);
      } catch {
        // Ignore: nothing to clean up when storage is unavailable.
      }
    },
  };
}
