import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { AuditLog } from '../../../features/admin-audit/components/audit-log.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/admin/_panel/audit')({
  component: AuditPage,
});

function AuditPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('admin.audit.title')} />
      <AuditLog filter={{ limit: 30 }} />
    </>
  );
}
