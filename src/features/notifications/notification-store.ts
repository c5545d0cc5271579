import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { Notification } from '../../contract/notification-shape.ts';
import { toApiError } from '../../lib/api-error.ts';
import { createIdbStorage } from '../../lib/idb-storage.ts';
import { keepIfSame } from '../../lib/same-data.ts';
import { getSession, useSessionStore } from '../../lib/session-store.ts';
import { notify } from '../../lib/toast.tsx';
import { translate } from '../../lib/i18n/i18n.ts';

/** The dropdown shows the 3 newest. */
export const LATEST_LIMIT = 3;
/** IndexedDB key; the service worker may write the unread count here too (same shape). */
export const NOTIFICATION_STORE_KEY = 'notifications';
// Endpoints are imported when first called: the bell paints from the cache before ky and zod load.

type Persisted = {
  unreadCount: number | null;
  latest: Notification[] | null;
  fetchedAt: number | null;
  ownerId: string | null;
};

type NotificationState = Persisted & {
  loading: boolean;
  error: string | null;
  refreshCount: () => Promise<void>;
  refreshLatest: () => Promise<void>;
  /** Optimistic: shows `isRead` at once, undoes it if the call fails. Resolves false on failure. */
  setRead: (id: string, wasRead: boolean, isRead: boolean) => Promise<boolean>;
  markAllRead: () => Promise<boolean>;
  /** Loads the toggle and mark-all calls when the dropdown opens, so a click sends at once. */
  warmActions: () => void;
  reset: () => void;
};

const EMPTY: Persisted = { unreadCount: null, latest: null, fetchedAt: null, ownerId: null };

export const useNotificationStore = create<NotificationState>()(
  persist(
    (setState, getState) => {
      /** Sets one notification's flag and moves the count, leaving concurrent changes alone. */
      const apply = (id: string, from: boolean, to: boolean) => {
        if (from === to) return;
        const { latest, unreadCount } = getState();
        setState({
          latest: latest?.map((n) => (n._id === id ? { ...n, isRead: to } : n)) ?? null,
          unreadCount: unreadCount === null ? null : Math.max(0, unreadCount + (to ? -1 : 1)),
        });
      };
      const owner = () => getSession().user?.id ?? null;
      const claim = (user: string) => {
        if (getState().ownerId !== user) setState({ ...EMPTY, ownerId: user });
      };

      return {
        ...EMPTY,
        loading: false,
        error: null,
        reset: () => setState({ ...EMPTY, loading: false, error: null }),
        warmActions: () => {
          void import('./api/mark-notification-read.ts');
          void import('./api/mark-notification-unread.ts');
          void import('./api/mark-all-read.ts');
        },
        refreshCount: async () => {
          const user = owner();
          if (!user) return;
          claim(user);
          try {
            const { getUnreadCount } = await import('./api/get-unread-count.ts');
            const count = await getUnreadCount();
            if (owner() === user) setState({ unreadCount: count });
          } catch {
            // A background poll keeps the last known count; the next poll tries again.
          }
        },
        refreshLatest: async () => {
          const user = owner();
          if (!user || getState().loading) return;
          claim(user);
          setState({ loading: true, error: null });
          try {
            const { getNotifications } = await import('./api/get-notifications.ts');
            const page = await getNotifications({ limit: LATEST_LIMIT });
            if (owner() !== user) return;
            setState({
              latest: keepIfSame(getState().latest, page.items),
              unreadCount: page.unreadCount,
              fetchedAt: Date.now(),
              loading: false,
              error: null,
            });
          } catch (caught) {
            setState({ loading: false, error: toApiError(caught, translate('notifications.error.load')).message });
          }
        },
        setRead: async (id, wasRead, isRead) => {
          apply(id, wasRead, isRead);
          try {
            const result = await (isRead
              ? import('./api/mark-notification-read.ts').then((m) => m.markNotificationRead(id))
              : import('./api/mark-notification-unread.ts').then((m) => m.markNotificationUnread(id)));
            setState({ unreadCount: result.unreadCount });
            return true;
          } catch (caught) {
            apply(id, isRead, wasRead);
            notify.error(
              toApiError(caught, translate(isRead ? 'notifications.error.markRead' : 'notifications.error.markUnread'))
                .message,
            );
            return false;
          }
        },
        markAllRead: async () => {
          try {
            await (await import('./api/mark-all-read.ts')).markAllNotificationsRead();
            setState({ unreadCount: 0 });
            // Mark all as read reloads the list.
            await getState().refreshLatest();
            return true;
          } catch (caught) {
            notify.error(toApiError(caught, translate('notifications.error.markAllRead')).message);
            return false;
          }
        },
      };
    },
    {
      name: NOTIFICATION_STORE_KEY,
      storage: createIdbStorage<Persisted>(),
      version: 1,
      partialize: ({ unreadCount, latest, fetchedAt, ownerId }): Persisted => ({
        unreadCount,
        latest,
        fetchedAt,
        ownerId,
      }),
      migrate: (persisted, version): Persisted =>
        version === 1 && persisted && typeof persisted === 'object' ? (persisted as Persisted) : EMPTY,
      skipHydration: true,
    },
  ),
);

// A logout clears the cache, so the next person on this device never sees it.
useSessionStore.subscribe((state, previous) => {
  if (previous.token && !state.token) useNotificationStore.getState().reset();
});
