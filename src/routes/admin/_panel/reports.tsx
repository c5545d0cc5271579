import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { MonthReport } from '../../../features/admin-reports/components/month-report.tsx';

export const Route = createFileRoute('/admin/_panel/reports')({
  component: () => (
    <>
      <PageTitle title="Reports" />
      <MonthReport />
    </>
  ),
});
