import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { RecurringPage } from '../../features/recurring-investments/components/recurring-page.tsx';

export const Route = createFileRoute('/user/recurring')({
  component: () => (
    <>
      <PageTitle title="Recurring">
        <p className="text-fg-muted">
          Invest the same amount on a schedule. Each run is an ordinary investment in your{' '}
          <TextLink to="/user/schema-logs">Schema Logs</TextLink>.
        </p>
      </PageTitle>
      <RecurringPage />
    </>
  ),
});
