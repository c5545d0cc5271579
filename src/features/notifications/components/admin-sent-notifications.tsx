import { useCallback, useState } from 'react';
import type { Broadcast } from '../../../contract/notifications.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getSentBroadcasts, sentBroadcastsDefault } from '../api/get-sent-broadcasts.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** What admins sent, newest first; `version` reloads it after a send. */
export function AdminSentNotifications({ version }: { version: number }) {
  const loadPage = useCallback(
    (cursor: string | undefined) => {
      void version;
      return getSentBroadcasts(cursor);
    },
    [version],
  );
  // Read once: a default that followed the language would make the hook load the list again.
  const [fallback] = useState(() => sentBroadcastsDefault());
  const list = usePagedList<Broadcast>(loadPage, fallback);
  const t = useT();
  let body;
  if (list.loading === 'first') body = <p role="status">{t('notifications.admin.loadingSent')}</p>;
  else if (list.error && list.items.length === 0) body = <LoadError message={list.error} onRetry={list.retry} />;
  else if (list.items.length === 0)
    body = <p className="text-zinc-700 dark:text-zinc-300">{t('notifications.admin.noneSent')}</p>;
  else {
    body = (
      <ul aria-label={t('notifications.admin.sentList')} className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {list.items.map((b) => (
          <li key={b.id} className="flex flex-col gap-0.5 py-3">
            <span className="break-words">{b.message}</span>
            <span className="text-xs break-all text-zinc-600 dark:text-zinc-400">
              {b.audience === 'all'
                ? t('notifications.admin.allUsers', { count: b.recipients })
                : (b.userEmail ?? t('notifications.admin.deletedUser'))}
              {b.link ? ` · ${b.link}` : ''} · {t('notifications.admin.by', { name: b.sentBy })} ·{' '}
              <time dateTime={b.createdAt}>{formatDateTime(b.createdAt)}</time>
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{t('notifications.admin.sent')}</h2>
      {body}
      {list.nextCursor && list.loading !== 'first' ? (
        <SecondaryButton onClick={list.loadMore} disabled={list.loading === 'more'} className="self-start">
          {list.loading === 'more' ? t('table.loading') : t('table.loadMore')}
        </SecondaryButton>
      ) : null}
    </section>
  );
}
