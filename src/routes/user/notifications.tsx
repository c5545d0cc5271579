import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { NotificationsPage } from '../../features/notifications/components/notifications-page.tsx';

export const Route = createFileRoute('/user/notifications')({
  component: () => (
    <>
      <PageTitle title="All Notifications">
        <p className="text-fg-muted">
          Choose which kinds of messages reach you here, by e-mail or by push under Notifications in{' '}
          <TextLink to="/user/settings">Settings</TextLink>.
        </p>
      </PageTitle>
      <NotificationsPage />
    </>
  ),
});
