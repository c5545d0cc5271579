import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { RankingBadges } from '../../features/badges/components/ranking-badges.tsx';

export const Route = createFileRoute('/user/ranking-badge')({
  component: () => (
    <>
      <PageTitle title="Ranking Badge">
        <p className="text-fg-muted">
          Reach each badge in turn; every badge pays its bonus once into your Profit Wallet.
        </p>
      </PageTitle>
      <RankingBadges />
    </>
  ),
});
