import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminCardIssues } from '../../../features/deposits/components/admin-card-issues.tsx';

export const Route = createFileRoute('/admin/_panel/card-payments')({
  component: () => (
    <>
      <PageTitle title="Card refunds and disputes">
        <p className="text-fg-muted">
          Reported by Stripe on card deposits. Decide for each whether to take the money back from the investor’s Main
          Wallet.
        </p>
      </PageTitle>
      <AdminCardIssues />
    </>
  ),
});
