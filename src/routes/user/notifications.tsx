import { Trans } from '@lingui/react';
import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { NotificationsPage } from '../../features/notifications/components/notifications-page.tsx';

export const Route = createFileRoute('/user/notifications')({
  component: AllNotificationsPage,
});

function AllNotificationsPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('notifications.pageTitle')}>
        <p className="text-fg-muted">
          <Trans id="notifications.pageIntro" components={{ 0: <TextLink to="/user/settings">{null}</TextLink> }} />
        </p>
      </PageTitle>
      <NotificationsPage />
    </>
  );
}
