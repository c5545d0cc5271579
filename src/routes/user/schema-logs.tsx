import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { InvestmentLog } from '../../features/investments/components/investment-log.tsx';

export const Route = createFileRoute('/user/schema-logs')({
  component: () => (
    <>
      <PageTitle title="Schema Logs" />
      <InvestmentLog />
    </>
  ),
});
