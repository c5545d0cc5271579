import { del, get, keys, set } from 'idb-keyval';
import { getSession, useSessionStore } from './session-store.ts';
import { isSupportTab } from './support-tab.ts';

const PREFIX = 'page-cache:';

export type CachedPage<T> = { ownerId: string; fetchedAt: number; data: T };

/**
 * The last answer of a read page (transactions, logs, portfolio, tickets, notifications) in
 * IndexedDB, so a page opened once shows it offline with its as-of time. Tied to the user who
 * fetched it and wiped at logout; failures of storage never break the page. Off in a support-view
 * tab: IndexedDB is the admin's device's, shared by every tab (src/lib/support-tab.ts).
 */
export async function readPageCache<T>(key: string): Promise<CachedPage<T> | null> {
  const owner = getSession().user?.id;
  if (!owner || isSupportTab()) return null;
  try {
    const cached = await get<CachedPage<T>>(PREFIX + key);
    return cached && cached.ownerId === owner ? cached : null;
  } catch {
    return null;
  }
}

export function writePageCache<T>(key: string, data: T): void {
  const owner = getSession().user?.id;
  if (!owner || isSupportTab()) return;
  void set(PREFIX + key, { ownerId: owner, fetchedAt: Date.now(), data } satisfies CachedPage<T>).catch(
    () => undefined,
  );
}

async function clearPageCaches(): Promise<void> {
  try {
    const all = await keys();
    await Promise.all(all.filter((k) => typeof k === 'string' && k.startsWith(PREFIX)).map((k) => del(k)));
  } catch {
    // best effort: the owner check still hides another user's pages
  }
}

// A logout wipes them, so the next person on this device never sees them.
useSessionStore.subscribe((state, previous) => {
  if (previous.token && !state.token && !isSupportTab()) void clearPageCaches();
});
