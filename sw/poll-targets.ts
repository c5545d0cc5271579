import type { Wallet } from '../src/contract/wallet-shape.ts';
import { walletListSchema } from '../src/contract/wallet-shape.ts';
import { notificationListSchema, unreadCountSchema, type Notification } from '../src/contract/notification-shape.ts';
import { PERSISTED, type PollKind, type PollReply } from '../src/lib/pwa-sync.ts';
import { apiGet } from './api.ts';
import { setBadge } from './scope.ts';
import { readPersisted, readSession, writePersisted, type WorkerSession } from './storage.ts';

type Failure = Extract<PollReply, { ok: false }>;
export type PollTarget = (session: WorkerSession, startedAt: number) => Promise<{ ok: true } | Failure>;

/** The result is kept only if the same user is still signed in (a logout mid-request discards it). */
async function stillSignedIn(session: WorkerSession): Promise<boolean> {
  return (await readSession())?.user.id === session.user.id;
}

type WalletsPersisted = { wallets: Wallet[] | null; fetchedAt: number | null; ownerId: string | null };

/** GET /api/wallet/wallets into the wallets store's key, unless a tab stored newer balances meanwhile. */
const wallets: PollTarget = async (session, startedAt) => {
  const result = await apiGet('/wallet/wallets', session.token, walletListSchema);
  if (!result.ok) return result;
  if (!(await stillSignedIn(session))) return { ok: false, status: 401 };
  const { key, version } = PERSISTED.wallets;
  const current = await readPersisted<WalletsPersisted>(key, version);
  // A money action's answer written after this request started is newer than this answer.
  if (current?.ownerId === session.user.id && (current.fetchedAt ?? 0) > startedAt) return { ok: true };
  await writePersisted<WalletsPersisted>(key, version, {
    wallets: result.data,
    fetchedAt: Date.now(),
    ownerId: session.user.id,
  });
  return { ok: true };
};

/** The notifications store's persisted shape (src/features/notifications/notification-store.ts). */
type NotificationsPersisted = {
  unreadCount: number | null;
  latest: Notification[] | null;
  fetchedAt: number | null;
  ownerId: string | null;
};

const BELL_LIMIT = 3;

/** Merges into the notifications store's key; another user's cached value is dropped first. */
async function updateNotifications(session: WorkerSession, change: Partial<NotificationsPersisted>): Promise<void> {
  const { key, version } = PERSISTED.notifications;
  const current = await readPersisted<NotificationsPersisted>(key, version);
  const base: NotificationsPersisted =
    current?.ownerId === session.user.id
      ? current
      : { unreadCount: null, latest: null, fetchedAt: null, ownerId: session.user.id };
  await writePersisted<NotificationsPersisted>(key, version, { ...base, ...change });
}

/** GET /api/notifications/unread-count into the store, and onto the app badge. */
const unread: PollTarget = async (session) => {
  const result = await apiGet('/notifications/unread-count', session.token, unreadCountSchema);
  if (!result.ok) return result;
  if (!(await stillSignedIn(session))) return { ok: false, status: 401 };
  await updateNotifications(session, { unreadCount: result.data.count });
  await setBadge(result.data.count);
  return { ok: true };
};

/** GET /api/notifications?limit=3: the bell's dropdown list and the count that comes with it. */
const bell: PollTarget = async (session) => {
  const result = await apiGet(`/notifications?limit=${BELL_LIMIT}`, session.token, notificationListSchema);
  if (!result.ok) return result;
  if (!(await stillSignedIn(session))) return { ok: false, status: 401 };
  await updateNotifications(session, {
    latest: result.data.notifications,
    unreadCount: result.data.unreadCount,
    fetchedAt: Date.now(),
  });
  await setBadge(result.data.unreadCount);
  return { ok: true };
};

export const POLL_TARGETS: Record<PollKind, PollTarget> = { wallets, unread, bell };
