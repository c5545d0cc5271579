import { Link } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { HEADER_BUTTON } from './app-header.tsx';
import { bellLabel, NotificationBadge } from './notification-badge.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

/** Bell icon linking to /user/notifications, with the unread badge. */
export function NotificationBell({ unreadCount }: { unreadCount: number }) {
  const t = useT();
  const label = bellLabel(unreadCount, t);
  return (
    <Link to="/user/notifications" aria-label={label} className={HEADER_BUTTON}>
      <Bell aria-hidden="true" className="size-5" />
      <NotificationBadge count={unreadCount} />
    </Link>
  );
}
