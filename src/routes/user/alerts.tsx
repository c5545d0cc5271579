import { Trans } from '@lingui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { AlertsPage } from '../../features/alerts/components/alerts-page.tsx';

export const Route = createFileRoute('/user/alerts')({
  component: AlertsRoute,
});

function AlertsRoute() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('alerts.title')}>
        <p className="text-fg-muted">
          <Trans id="alerts.intro" components={{ 0: <TextLink to="/user/market">{null}</TextLink> }} />
        </p>
      </PageTitle>
      <AlertsPage />
    </>
  );
}
