/**
 * What the tabs and the service worker agree on for background polling: the kinds of data, their
 * intervals (unread count 30 s, header bell 60 s, wallets 30 s), the BroadcastChannel that
 * says "fresh data is in IndexedDB", and the IndexedDB keys and versions the Zustand stores persist
 * under (tests/client/pwa-sync.test.ts checks them against the stores themselves).
 */
export const POLL_KINDS = ['wallets', 'unread', 'bell'] as const;
export type PollKind = (typeof POLL_KINDS)[number];

export const POLL_INTERVALS_MS: Record<PollKind, number> = { wallets: 30_000, unread: 30_000, bell: 60_000 };

/** A poll asked for within this much of the interval is answered by the previous one (timer drift). */
export const POLL_SLACK_MS = 3_000;

export const SYNC_CHANNEL = 'wallet-invest-sync';

/** The periodic background sync registration (installed Chromium apps only). */
export const PERIODIC_SYNC_TAG = 'refresh';
export const PERIODIC_SYNC_MIN_INTERVAL_MS = 15 * 60_000;

/** IndexedDB (idb-keyval) keys of the persisted stores, with their persist versions. */
export const PERSISTED = {
  session: { key: 'session', version: 1 },
  wallets: { key: 'wallets', version: 1 },
  notifications: { key: 'notifications', version: 1 },
} as const;

/** The worker's record of when each kind was last fetched (cleared on logout). */
export const LAST_POLL_KEY = 'pwa-last-poll';

/** Tab → worker, over a MessageChannel whose port gets the PollReply. */
export type PollRequest = { type: 'POLL'; kind: PollKind };

/** `fresh`: the worker fetched now; `cached`: a poll of the last interval already answered it. */
export type PollReply = { ok: true; outcome: 'fresh' | 'cached' } | { ok: false; status: number };

/** Worker → every tab: the store persisted under `kind` has new data; rehydrate it. */
export type SyncMessage = { type: 'synced'; kind: PollKind; at: number };

export function isPollRequest(value: unknown): value is PollRequest {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'POLL' &&
    POLL_KINDS.includes((value as { kind?: unknown }).kind as PollKind)
  );
}

export function isSyncMessage(value: unknown): value is SyncMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'synced' &&
    POLL_KINDS.includes((value as { kind?: unknown }).kind as PollKind)
  );
}
