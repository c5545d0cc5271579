import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { MonthReport } from '../../../features/admin-reports/components/month-report.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/admin/_panel/reports')({
  component: ReportsPage,
});

function ReportsPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('admin.reports.title')} />
      <MonthReport />
    </>
  );
}
