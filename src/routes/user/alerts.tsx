import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { AlertsPage } from '../../features/alerts/components/alerts-page.tsx';

export const Route = createFileRoute('/user/alerts')({
  component: () => (
    <>
      <PageTitle title="Alerts">
        <p className="text-fg-muted">
          Levels you want to hear about. Rates are on the <TextLink to="/user/market">Market</TextLink> page.
        </p>
      </PageTitle>
      <AlertsPage />
    </>
  ),
});
