import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminLiabilities } from '../../../features/proof-of-liabilities/components/admin-liabilities.tsx';

export const Route = createFileRoute('/admin/_panel/proof-of-liabilities')({
  component: () => (
    <>
      <PageTitle title="Proof of liabilities">
        <p className="text-sm text-fg-muted">
          Published snapshots of what every user is owed, and the assets declared beside them.
        </p>
      </PageTitle>
      <AdminLiabilities />
    </>
  ),
});
