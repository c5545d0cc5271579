import type { PersistStorage, StorageValue } from 'zustand/middleware';

const PREFIX = 'tab-store:';

/**
 * A zustand `persist` storage in this tab's sessionStorage, as JSON: what a support-view tab
 * uses instead of IndexedDB, which every tab of the origin shares (src/lib/support-tab.ts).
 * Failures (quota, a value that does not parse) leave the in-memory state as it is.
 */
export function createTabStorage<S>(): PersistStorage<S> {
  return {
    getItem(name) {
      try {
        const text = sessionStorage.getItem(PREFIX + name);
        return text ? (JSON.parse(text) as StorageValue<S>) : null;
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      try {
        sessionStorage.setItem(PREFIX + name, JSON.stringify(value));
      } catch {
        // Best effort, as with IndexedDB: the tab keeps working from memory.
      }
    },
    removeItem(name) {
      try {
        sessionStorage.removeItem(PREFIX + name);
      } catch {
        // Nothing to clean up.
      }
    },
  };
}
