import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { InvestmentLog } from '../../features/investments/components/investment-log.tsx';

export const Route = createFileRoute('/user/schema-logs')({
  component: () => (
    <>
      <PageTitle title="Schema Logs">
        <p className="text-fg-muted">
          Every investment with its profit so far. Totals and profit per day are in your{' '}
          <TextLink to="/user/portfolio">Portfolio</TextLink>; to invest on a schedule, see{' '}
          <TextLink to="/user/recurring">Recurring</TextLink>.
        </p>
      </PageTitle>
      <InvestmentLog />
    </>
  ),
});
