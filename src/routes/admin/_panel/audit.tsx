import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { AuditLog } from '../../../features/admin-audit/components/audit-log.tsx';

export const Route = createFileRoute('/admin/_panel/audit')({
  component: () => (
    <>
      <PageTitle title="Audit log" />
      <AuditLog filter={{ limit: 30 }} />
    </>
  ),
});
