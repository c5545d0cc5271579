import { useRouter } from '@tanstack/react-router';
import type { Notification } from '../../../contract/notification-shape.ts';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/** Only in-app paths are followed; anything else is shown without a link. */
const isAppPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

type Props = { notification: Notification; onToggle: (n: Notification) => void; onFollow?: () => void };

const action =
  'flex min-h-tap min-w-tap items-center justify-center rounded-control px-2 text-label font-medium text-accent underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent';

/**
 * One notification: message, date, link to its target and the Mark as read / Mark as unread
 * toggle. Only an unread one is bold (with a dot); opening an unread one marks it read, so the
 * bell's badge goes down.
 */
export function NotificationItem({ notification: n, onToggle, onFollow }: Props) {
  const router = useRouter();
  const t = useT();
  return (
    <li className={`flex flex-col gap-1 px-3 py-2 ${n.isRead ? '' : 'bg-accent-soft'}`}>
      <p
        className={`flex gap-2 text-label break-words ${n.isRead ? 'font-normal text-fg-muted' : 'font-semibold text-fg'}`}
      >
        {n.isRead ? null : <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-accent" />}
        <span className="min-w-0">
          {n.isRead ? null : <span className="sr-only">{t('notifications.unreadPrefix')} </span>}
          {n.message}
        </span>
      </p>
      <time dateTime={n.createdAt} className="text-caption text-fg-muted nowrap-value">
        {formatDateTime(n.createdAt)}
      </time>
      <div className="-mx-2 flex flex-wrap items-center justify-end gap-x-1">
        {n.link && isAppPath(n.link) ? (
          <a
            href={n.link}
            onClick={(event) => {
              event.preventDefault();
              if (!n.isRead) onToggle(n);
              onFollow?.();
              router.history.push(n.link);
            }}
            className={action}
          >
            {t('notifications.open')}
          </a>
        ) : null}
        <button type="button" onClick={() => onToggle(n)} className={action}>
          {n.isRead ? t('notifications.markUnread') : t('notifications.markRead')}
        </button>
      </div>
    </li>
  );
}
