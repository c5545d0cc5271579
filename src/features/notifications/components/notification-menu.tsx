import { Link } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { HEADER_BUTTON } from '../../../components/header/app-header.tsx';
import { useEffect, useId, useRef, useState } from 'react';
import { bellLabel, NotificationBadge } from '../../../components/header/notification-badge.tsx';
import { NOTIFICATION_TEXT } from '../../../lib/messages.ts';
import { useNotificationStore } from '../notification-store.ts';
import { useNotificationPolling } from '../use-notification-polling.ts';
import { NotificationItem } from './notification-item.tsx';


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
      <ul aria-label="Latest notifications" className="divide-y divide-line">
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
        aria-label={bellLabel(count)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={HEADER_BUTTON}
      >
        <Bell aria-hidden="true" className="size-5" />
        <NotificationBadge count={count} />
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label="Notifications"
          className="fixed inset-x-2 top-14 z-30 rounded-card border border-line bg-surface text-fg shadow-lg sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:w-80"
        >
          <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-1">
            <span className="font-semibold">Notifications</span>
            <button
              type="button"
              onClick={() => void onMarkAll()}
              disabled={markingAll}
              className="min-h-tap rounded-control px-2 text-label font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
            >
              {markingAll ? 'Marking...' : 'Mark all as read'}
            </button>
          </div>
          {error ? (
            <div role="alert" className="flex flex-col gap-1 px-3 py-3 text-label text-danger">
              <span className="font-semibold">{NOTIFICATION_TEXT.loadError}</span>
              <span>{error}</span>
              <button type="button" onClick={() => void refreshLatest()} className="min-h-tap self-start rounded-control border border-current px-3">
                Retry
              </button>
            </div>
          ) : null}
          {body}
          <div className="flex justify-center border-t border-line px-3 py-1">
            <Link
              to="/user/notifications"
              onClick={close}
              className="flex min-h-tap items-center px-3 text-label font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
            >
              View all
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
