import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { ApprovalList } from '../../../features/admin-approvals/components/approval-list.tsx';

export const Route = createFileRoute('/admin/_panel/approvals')({
  component: () => (
    <>
      <PageTitle title="Approvals">
        <p className="text-fg-muted">
          Payouts and balance changes above the four-eyes threshold (Settings) move only when a second admin approves
          them.
        </p>
      </PageTitle>
      <ApprovalList />
    </>
  ),
});
