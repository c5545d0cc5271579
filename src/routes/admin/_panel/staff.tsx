import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { StaffManager } from '../../../features/staff/components/staff-manager.tsx';

export const Route = createFileRoute('/admin/_panel/staff')({
  component: StaffPage,
});

function StaffPage() {
  return (
    <>
      <PageTitle title="Staff" />
      <StaffManager />
    </>
  );
}
