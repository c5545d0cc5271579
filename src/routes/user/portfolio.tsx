import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { PortfolioView } from '../../features/investments/components/portfolio-view.tsx';

export const Route = createFileRoute('/user/portfolio')({
  component: () => (
    <>
      <PageTitle title="Portfolio">
        <p className="text-fg-muted">
          Each investment is in <TextLink to="/user/schema-logs">Schema Logs</TextLink>; rates of the currencies you can
          pay with are in the <TextLink to="/user/market">Market</TextLink>.
        </p>
      </PageTitle>
      <PortfolioView />
    </>
  ),
});
