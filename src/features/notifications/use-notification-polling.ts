import { useEffect } from 'react';
import { useWorkerPolling } from '../../lib/pwa-poll.ts';
import { POLL_INTERVALS_MS } from '../../lib/pwa-sync.ts';
import { useNotificationStore } from './notification-store.ts';

/** Spec §7 and §9: the unread count every 30 s while logged in, the bell's list every 60 s while closed. */
export const UNREAD_POLL_MS = POLL_INTERVALS_MS.unread;
export const BELL_POLL_MS = POLL_INTERVALS_MS.bell;

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
