import { Link } from '@tanstack/react-router';
import { NotificationBadge } from './notification-badge.tsx';

/** Bell icon linking to /user/notifications, with the unread badge. */
export function NotificationBell({ unreadCount }: { unreadCount: number }) {
  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
  return (
    <Link
      to="/user/notifications"
      aria-label={label}
      className="relative flex size-10 items-center justify-center rounded-md hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-zinc-800"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      <NotificationBadge count={unreadCount} />
    </Link>
  );
}
