import { useCallback } from 'react';
import type { Broadcast } from '../../../contract/notifications.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getSentBroadcasts, SENT_BROADCASTS_DEFAULT } from '../api/get-sent-broadcasts.ts';

/** What admins sent, newest first; `version` reloads it after a send. */
export function AdminSentNotifications({ version }: { version: number }) {
  const loadPage = useCallback(
    (cursor: string | undefined) => {
      void version;
      return getSentBroadcasts(cursor);
    },
    [version],
  );
  const list = usePagedList<Broadcast>(loadPage, SENT_BROADCASTS_DEFAULT);
  let body;
  if (list.loading === 'first') body = <p role="status">Loading sent notifications...</p>;
  else if (list.error && list.items.length === 0) body = <LoadError message={list.error} onRetry={list.retry} />;
  else if (list.items.length === 0) body = <p className="text-zinc-700 dark:text-zinc-300">Nothing sent yet</p>;
  else {
    body = (
      <ul aria-label="Sent notifications" className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {list.items.map((b) => (
          <li key={b.id} className="flex flex-col gap-0.5 py-3">
            <span className="break-words">{b.message}</span>
            <span className="text-xs break-all text-zinc-600 dark:text-zinc-400">
              {b.audience === 'all' ? `All users (${b.recipients})` : (b.userEmail ?? 'Deleted user')}
              {b.link ? ` · ${b.link}` : ''} · by {b.sentBy} ·{' '}
              <time dateTime={b.createdAt}>{formatDateTime(b.createdAt)}</time>
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">Sent</h2>
      {body}
      {list.nextCursor && list.loading !== 'first' ? (
        <SecondaryButton onClick={list.loadMore} disabled={list.loading === 'more'} className="self-start">
          {list.loading === 'more' ? 'Loading...' : 'Load more'}
        </SecondaryButton>
      ) : null}
    </section>
  );
}
