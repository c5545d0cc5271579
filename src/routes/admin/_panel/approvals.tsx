import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { ApprovalList } from '../../../features/admin-approvals/components/approval-list.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/admin/_panel/approvals')({
  component: ApprovalsPage,
});

function ApprovalsPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('admin.approvals.title')}>
        <p className="text-fg-muted">{t('admin.approvals.intro')}</p>
      </PageTitle>
      <ApprovalList />
    </>
  );
}
