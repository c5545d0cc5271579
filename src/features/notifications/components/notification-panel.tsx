import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useNotificationStore } from '../notification-store.ts';
import { NotificationItem } from './notification-item.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/**
 * What the bell's dropdown holds: the 3 newest notifications, "Mark all as read" and "View all".
 * A chunk of its own, loaded when the bell is pointed at, focused or opened (notification-menu.tsx
 * keeps the dropdown's box): most visits never open it, so it stays out of the first load.
 */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const [markingAll, setMarkingAll] = useState(false);
  const t = useT();
  const { latest, loading, error, refreshLatest, setRead, markAllRead } = useNotificationStore();
  const onMarkAll = async () => {
    setMarkingAll(true);
    await markAllRead();
    setMarkingAll(false);
  };

  let body;
  if (latest === null && loading)
    body = (
      <p role="status" className="px-3 py-4 text-sm">
        {t('notifications.loading')}
      </p>
    );
  else if (latest === null || latest.length === 0)
    body = error ? null : <p className="px-3 py-4 text-sm">{t('notifications.empty')}</p>;
  else {
    body = (
      <ul aria-label={t('notifications.latest')} className="divide-y divide-line">
        {latest.slice(0, 3).map((n) => (
          <NotificationItem
            key={n._id}
            notification={n}
            onToggle={(item) => void setRead(item._id, item.isRead, !item.isRead)}
            onFollow={onClose}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-1">
        <span className="font-semibold">{t('notifications.menu')}</span>
        <button
          type="button"
          onClick={() => void onMarkAll()}
          disabled={markingAll}
          className="min-h-tap rounded-control px-2 text-label font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
        >
          {markingAll ? t('notifications.marking') : t('notifications.markAll')}
        </button>
      </div>
      {error ? (
        <div role="alert" className="flex flex-col gap-1 px-3 py-3 text-label text-danger">
          <span className="font-semibold">{t('notifications.loadError')}</span>
          <span>{error}</span>
          <button
            type="button"
            onClick={() => void refreshLatest()}
            className="min-h-tap self-start rounded-control border border-current px-3"
          >
            {t('status.retry')}
          </button>
        </div>
      ) : null}
      {body}
      <div className="flex justify-center border-t border-line px-3 py-1">
        <Link
          to="/user/notifications"
          onClick={onClose}
          className="flex min-h-tap items-center px-3 text-label font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
        >
          {t('notifications.viewAll')}
        </Link>
      </div>
    </>
  );
}
