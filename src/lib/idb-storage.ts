import { del, get, set } from 'idb-keyval';
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { takeEarlyRead } from './early-reads.ts';

/**
 * A zustand `persist` storage over IndexedDB (idb-keyval). Values are stored as structured
 * clones, not JSON strings. Storage failures (private mode, quota) never break the app.
 */
export function createIdbStorage<S>(): PersistStorage<S> {
  return {
    async getItem(name) {
      try {
        const early = takeEarlyRead(name) as Promise<StorageValue<S> | undefined> | undefined;
        const value = await (early ?? get<StorageValue<S>>(name));
        return value ?? null;
      } catch {
        return null;
      }
    },
    async setItem(name, value) {
      try {
        await set(name, value);
      } catch {
        // Persisting is best effort: the in-memory state stays correct.
      }
    },
    async removeItem(name) {
      try {
        await del(name);
      } catch {
        // Ignore: nothing to clean up when storage is unavailable.
      }
    },
  };
}
