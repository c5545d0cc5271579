import { useEffect, useRef } from 'react';
import {
  isSyncMessage,
  POLL_INTERVALS_MS,
  SYNC_CHANNEL,
  type PollKind,
  type PollReply,
  type PollRequest,
} from './pwa-sync.ts';
import { isSupportTab } from './support-tab.ts';

/** A little more than the API timeout: a worker that never answers falls back to a direct call. */
const REPLY_TIMEOUT_MS = 65_000;

/**
 * Asks the controlling service worker to poll `kind` for all tabs. Null when no worker controls
 * this page (first visit, development, an unsupported browser) or it did not answer: poll yourself.
 * A support-view tab always polls itself: the worker polls with the device's own session.
 */
export function askWorkerToPoll(kind: PollKind): Promise<PollReply | null> {
  const controller = typeof navigator !== 'undefined' && !isSupportTab() ? navigator.serviceWorker?.controller : null;
  if (!controller || typeof MessageChannel !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => finish(null), REPLY_TIMEOUT_MS);
    function finish(reply: PollReply | null) {
      clearTimeout(timer);
      channel.port1.close();
      resolve(reply);
    }
    channel.port1.onmessage = (event: MessageEvent<PollReply>) => finish(event.data);
    controller.postMessage({ type: 'POLL', kind } satisfies PollRequest, [channel.port2]);
  });
}

/** Calls `onSynced` whenever the worker says it wrote fresh `kind` data into IndexedDB. */
export function onWorkerSync(kind: PollKind, onSynced: () => void): () => void {
  // The worker writes the device's own session's data, never the support view's.
  if (isSupportTab()) return () => undefined;
  const handle = (data: unknown) => {
    if (isSyncMessage(data) && data.kind === kind) onSynced();
  };
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SYNC_CHANNEL) : null;
  const onChannel = (event: MessageEvent) => handle(event.data);
  channel?.addEventListener('message', onChannel);
  // Workers without BroadcastChannel post to each tab instead.
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  container?.addEventListener('message', onChannel);
  return () => {
    channel?.close();
    container?.removeEventListener('message', onChannel);
  };
}

type Options = {
  kind: PollKind;
  /** The store's own request, used where no worker can poll or the worker's poll failed (it shows the error). */
  refresh: () => Promise<void>;
  /** Re-reads the store from IndexedDB after the worker wrote it (`useStore.persist.rehydrate()`). */
  rehydrate: () => Promise<void>;
  /** False pauses the timer (the bell's list is not polled while its dropdown is open). */
  enabled?: boolean;
};

/**
 * The polling timer for one kind of data, done by the service worker: every interval
 * while this tab is visible (so polling pauses when every tab is hidden), and at once when the
 * tab comes back to the front. Every tab rehydrates when any poll brings fresh data.
 */
export function useWorkerPolling({ kind, refresh, rehydrate, enabled = true }: Options): void {
  const latest = useRef({ refresh, rehydrate });
  latest.current = { refresh, rehydrate };

  useEffect(() => {
    if (!enabled) return undefined;
    const ask = async () => {
      if (document.visibilityState !== 'visible') return;
      const reply = await askWorkerToPoll(kind);
      if (!reply || !reply.ok) await latest.current.refresh();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void ask();
    };
    const timer = setInterval(() => void ask(), POLL_INTERVALS_MS[kind]);
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    const stop = onWorkerSync(kind, () => void latest.current.rehydrate());
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
      stop();
    };
  }, [kind, enabled]);
}
