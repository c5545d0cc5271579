import { PERIODIC_SYNC_TAG } from '../src/lib/pwa-sync.ts';
import { poll } from './poll.ts';
import { sw, type PeriodicSyncEvent } from './scope.ts';

/**
 * While the app is closed (installed Chromium apps; the browser decides how often, maybe rarely):
 * refresh the unread count, which sets the badge, and the wallets, into the stores' IndexedDB keys.
 */
export async function onPeriodicSync(): Promise<void> {
  await Promise.allSettled([poll('unread', { force: true }), poll('wallets', { force: true })]);
}

export function setupPeriodicSync(): void {
  sw.addEventListener('periodicsync', (event: Event) => {
    const sync = event as PeriodicSyncEvent;
    if (sync.tag === PERIODIC_SYNC_TAG) sync.waitUntil(onPeriodicSync());
  });
}
