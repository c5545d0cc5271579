import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminCardIssues } from '../../../features/deposits/components/admin-card-issues.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/admin/_panel/card-payments')({
  component: CardPaymentsPage,
});

function CardPaymentsPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('admin.pages.cardPayments')}>
        <p className="text-fg-muted">{t('admin.pages.cardPaymentsIntro')}</p>
      </PageTitle>
      <AdminCardIssues />
    </>
  );
}
