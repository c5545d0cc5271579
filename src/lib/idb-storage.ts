import { del, get, set } from 'idb-keyval';
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { takeEarlyRead } from './early-reads.ts';

// The last write of each key, so a caller can wait until a value is on disk (see persisted()).
const writes = new Map<string, Promise<void>>();

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
      // Persisting is best effort: on failure the in-memory state stays correct.
      const write = set(name, value).catch(() => undefined);
      writes.set(name, write);
      await write;
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
