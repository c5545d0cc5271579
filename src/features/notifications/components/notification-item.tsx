import { useRouter } from '@tanstack/react-router';
import type { Notification } from '../../../contract/notification-shape.ts';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';

/** Only in-app paths are followed; anything else is shown without a link. */
const isAppPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

type Props = { notification: Notification; onToggle: (n: Notification) => void; onFollow?: () => void };

/** One notification: message, date, link to its target and the Mark as read / Mark as unread toggle. */
export function NotificationItem({ notification: n, onToggle, onFollow }: Props) {
  const router = useRouter();
  return (
    <li className={`flex flex-col gap-1 px-3 py-2 ${n.isRead ? '' : 'bg-blue-50 dark:bg-blue-950'}`}>
      <p className={`text-sm break-words ${n.isRead ? '' : 'font-semibold'}`}>
        {n.isRead ? null : <span className="sr-only">Unread: </span>}
        {n.message}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <time dateTime={n.createdAt} className="text-zinc-600 dark:text-zinc-400">
          {formatDateTime(n.createdAt)}
        </time>
        {n.link && isAppPath(n.link) ? (
          <a
            href={n.link}
            onClick={(event) => {
              event.preventDefault();
              onFollow?.();
              router.history.push(n.link);
            }}
            className="font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-400"
          >
            Open
          </a>
        ) : null}
        <button
          type="button"
          onClick={() => onToggle(n)}
          className="min-h-8 rounded px-1 font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-400"
        >
          {n.isRead ? 'Mark as unread' : 'Mark as read'}
        </button>
      </div>
    </li>
  );
}
