import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { NotificationsPage } from '../../features/notifications/components/notifications-page.tsx';

export const Route = createFileRoute('/user/notifications')({
  component: () => (
    <>
      <PageTitle title="All Notifications" />
      <NotificationsPage />
    </>
  ),
});
