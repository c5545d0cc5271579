import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminSendNotification } from '../../../features/notifications/components/admin-send-notification.tsx';
import { AdminSentNotifications } from '../../../features/notifications/components/admin-sent-notifications.tsx';

export const Route = createFileRoute('/admin/_panel/notifications')({
  component: NotificationsPage,
});

function NotificationsPage() {
  const [version, setVersion] = useState(0);
  return (
    <>
      <PageTitle title="Notifications" />
      <div className="flex flex-col gap-8">
        <AdminSendNotification onSent={() => setVersion((v) => v + 1)} />
        <AdminSentNotifications version={version} />
      </div>
    </>
  );
}
