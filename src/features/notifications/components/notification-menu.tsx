import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { NotificationBadge } from '../../../components/header/notification-badge.tsx';
import { NOTIFICATION_TEXT } from '../../../lib/messages.ts';
import { useNotificationStore } from '../notification-store.ts';
import { useNotificationPolling } from '../use-notification-polling.ts';
import { NotificationItem } from './notification-item.tsx';

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

/** The header bell with its unread badge and the dropdown of the 3 newest notifications (spec §2). */
export function NotificationMenu() {
  const [open, setOpen] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { unreadCount, latest, loading, error, refreshLatest, setRead, markAllRead } = useNotificationStore();
  useNotificationPolling(open);

  useEffect(() => {
    if (!open) return undefined;
    useNotificationStore.getState().warmActions();
    const onPointer = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const count = unreadCount ?? 0;
  const close = () => setOpen(false);
  const onMarkAll = async () => {
    setMarkingAll(true);
    await markAllRead();
    setMarkingAll(false);
  };

  let body;
  if (latest === null && loading) body = <p role="status" className="px-3 py-4 text-sm">{NOTIFICATION_TEXT.loading}</p>;
  else if (latest === null || latest.length === 0) body = error ? null : <p className="px-3 py-4 text-sm">{NOTIFICATION_TEXT.empty}</p>;
  else {
    body = (
      <ul aria-label="Latest notifications" className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {latest.slice(0, 3).map((n) => (
          <NotificationItem key={n._id} notification={n} onToggle={(item) => void setRead(item._id, item.isRead, !item.isRead)} onFollow={close} />
        ))}
      </ul>
    );
  }

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="relative flex size-10 items-center justify-center rounded-md hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-zinc-800"
      >
        <BellIcon />
        <NotificationBadge count={count} />
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label="Notifications"
          className="fixed inset-x-2 top-14 z-30 rounded-lg border border-zinc-200 bg-white text-black shadow-lg sm:absolute sm:inset-x-auto sm:right-0 sm:top-11 sm:w-80 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white"
        >
          <div className="flex items-center justify-between gap-2 border-b border-zinc-200 px-3 py-2 dark:border-zinc-700">
            <span className="font-semibold">Notifications</span>
            <button
              type="button"
              onClick={() => void onMarkAll()}
              disabled={markingAll}
              className="min-h-8 rounded px-1 text-sm font-medium text-blue-700 hover:underline disabled:opacity-60 dark:text-blue-400"
            >
              {markingAll ? 'Marking...' : 'Mark all as read'}
            </button>
          </div>
          {error ? (
            <div role="alert" className="flex flex-col gap-1 px-3 py-3 text-sm text-red-700 dark:text-red-400">
              <span className="font-semibold">{NOTIFICATION_TEXT.loadError}</span>
              <span>{error}</span>
              <button type="button" onClick={() => void refreshLatest()} className="min-h-8 self-start rounded border border-current px-3">
                Retry
              </button>
            </div>
          ) : null}
          {body}
          <div className="border-t border-zinc-200 px-3 py-2 text-center dark:border-zinc-700">
            <Link to="/user/notifications" onClick={close} className="text-sm font-medium text-blue-700 hover:underline dark:text-blue-400">
              View all
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
