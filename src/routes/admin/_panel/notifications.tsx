import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminSendNotification } from '../../../features/notifications/components/admin-send-notification.tsx';
import { AdminSentNotifications } from '../../../features/notifications/components/admin-sent-notifications.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/admin/_panel/notifications')({
  component: NotificationsPage,
});

function NotificationsPage() {
  const t = useT();
  const [version, setVersion] = useState(0);
  return (
    <>
      <PageTitle title={t('admin.pages.notifications')} />
      <div className="flex flex-col gap-8">
        <AdminSendNotification onSent={() => setVersion((v) => v + 1)} />
        <AdminSentNotifications version={version} />
      </div>
    </>
  );
}
