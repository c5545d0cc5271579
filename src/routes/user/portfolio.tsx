import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { PortfolioView } from '../../features/investments/components/portfolio-view.tsx';

export const Route = createFileRoute('/user/portfolio')({
  component: () => (
    <>
      <PageTitle title="Portfolio" />
      <PortfolioView />
    </>
  ),
});
