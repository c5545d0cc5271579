import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { StaffManager } from '../../../features/staff/components/staff-manager.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/admin/_panel/staff')({
  component: StaffPage,
});

function StaffPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('admin.staff.title')} />
      <StaffManager />
    </>
  );
}
