import { useEffect } from 'react';
import { useWorkerPolling } from '../../lib/pwa-poll.ts';
import { useNotificationStore } from './notification-store.ts';

const refreshCount = () => useNotificationStore.getState().refreshCount();
const refreshLatest = () => useNotificationStore.getState().refreshLatest();

/** The worker wrote the count or the list into IndexedDB: show it (a good answer clears the error). */
async function rehydrate(): Promise<void> {
  await useNotificationStore.persist.rehydrate();
  useNotificationStore.setState({ error: null });
}

/**
 * Fetches both at once, then polls while the tab is visible (a hidden tab pauses) and catches up
 * when it shows again. The timers ask the service worker, which makes one request for every open
 * tab and writes the store's IndexedDB key (src/lib/pwa-poll.ts); without a worker they fetch here.
 */
export function useNotificationPolling(open: boolean): void {
  useEffect(() => {
    void refreshCount();
    void refreshLatest();
  }, []);

  useWorkerPolling({ kind: 'unread', refresh: refreshCount, rehydrate });
  useWorkerPolling({ kind: 'bell', refresh: refreshLatest, rehydrate, enabled: !open });

  useEffect(() => {
    // Opening shows the cached list at once and fetches the newest beside it.
    if (open) void refreshLatest();
  }, [open]);
}
