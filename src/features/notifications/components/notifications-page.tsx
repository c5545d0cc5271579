import { useCallback, useState } from 'react';
import type { Notification } from '../../../contract/notification-shape.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getNotifications } from '../api/get-notifications.ts';
import { useNotificationStore } from '../notification-store.ts';
import { NotificationItem } from './notification-item.tsx';
import { StaleNotice } from '../../../components/status/stale-notice.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

const PAGE_SIZE = 20;

/** /user/notifications: every notification, newest first, with Load more and the same toggles. */
export function NotificationsPage() {
  // Bumping `version` reloads from the first page (after Mark all as read).
  const [version, setVersion] = useState(0);
  const t = useT();
  const [overrides, setOverrides] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [markingAll, setMarkingAll] = useState(false);
  const setRead = useNotificationStore((s) => s.setRead);
  const markAllRead = useNotificationStore((s) => s.markAllRead);
  const loadPage = useCallback(
    async (cursor: string | undefined) => {
      void version;
      const page = await getNotifications({ limit: PAGE_SIZE, cursor });
      return { items: page.items, nextCursor: page.nextCursor };
    },
    [version],
  );
  const list = usePagedList<Notification>(loadPage, translate('notifications.error.load'), {
    cacheKey: 'notifications',
  });

  const withOverride = (id: string, value: boolean | undefined) =>
    setOverrides((current) => {
      const next = new Map(current);
      if (value === undefined) next.delete(id);
      else next.set(id, value);
      return next;
    });

  const onToggle = async (n: Notification) => {
    const wasOverridden = overrides.get(n._id);
    withOverride(n._id, !n.isRead);
    const ok = await setRead(n._id, n.isRead, !n.isRead);
    // A failed call puts the item back as it was.
    if (!ok) withOverride(n._id, wasOverridden);
  };

  const onMarkAll = async () => {
    setMarkingAll(true);
    if (await markAllRead()) {
      setOverrides(new Map());
      setVersion((v) => v + 1);
    }
    setMarkingAll(false);
  };

  const items = list.items.map((n) => (overrides.has(n._id) ? { ...n, isRead: overrides.get(n._id) ?? n.isRead } : n));
  let body;
  if (list.loading === 'first') body = <p role="status">{t('notifications.loading')}</p>;
  else if (list.error && items.length === 0) body = null;
  else if (items.length === 0) body = <p className="text-fg-muted">{t('notifications.empty')}</p>;
  else {
    body = (
      <ul aria-label={t('notifications.menu')} className="divide-y divide-line rounded-lg border border-line">
        {items.map((n) => (
          <NotificationItem key={n._id} notification={n} onToggle={(item) => void onToggle(item)} />
        ))}
      </ul>
    );
  }

  return (
    <section className="flex flex-col gap-4">
      <SecondaryButton onClick={() => void onMarkAll()} disabled={markingAll} className="self-start">
        {markingAll ? t('notifications.marking') : t('notifications.markAll')}
      </SecondaryButton>
      {list.error ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
          <span className="font-semibold">{t('notifications.loadError')}</span>
          <span>{list.error}</span>
          <button type="button" onClick={list.retry} className="min-h-tap rounded-md border border-current px-3 py-1">
            {t('status.retry')}
          </button>
        </div>
      ) : null}
      <StaleNotice state={list} />
      {body}
      {list.nextCursor && list.loading !== 'first' && !list.error ? (
        <SecondaryButton onClick={list.loadMore} disabled={list.loading === 'more'} className="self-start">
          {list.loading === 'more' ? t('table.loading') : t('table.loadMore')}
        </SecondaryButton>
      ) : null}
    </section>
  );
}
