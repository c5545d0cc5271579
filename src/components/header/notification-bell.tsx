import { Link } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { HEADER_BUTTON } from './app-header.tsx';
import { bellLabel, NotificationBadge } from './notification-badge.tsx';

/** Bell icon linking to /user/notifications, with the unread badge. */
export function NotificationBell({ unreadCount }: { unreadCount: number }) {
  const label = bellLabel(unreadCount);
  return (
    <Link to="/user/notifications" aria-label={label} className={HEADER_BUTTON}>
      <Bell aria-hidden="true" className="size-5" />
      <NotificationBadge count={unreadCount} />
    </Link>
  );
}
