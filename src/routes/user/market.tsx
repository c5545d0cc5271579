import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { MarketList } from '../../features/market/components/market-list.tsx';

export const Route = createFileRoute('/user/market')({
  component: () => (
    <>
      <PageTitle title="Market">
        <p className="text-fg-muted">Rates of the assets the platform accepts, in the site currency.</p>
      </PageTitle>
      <MarketList />
    </>
  ),
});
