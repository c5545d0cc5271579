import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';
import { Panel } from '../../../components/panel.tsx';
import { AuditLog } from '../../../features/admin-audit/components/audit-log.tsx';
import { UserDetail } from '../../../features/admin-users/components/user-detail.tsx';
import { UserStatements } from '../../../features/admin-reports/components/user-statements.tsx';
import { useCan } from '../../../lib/staff-access.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/admin/_panel/users_/$userId')({
  component: UserPage,
});

function UserPage() {
  const { userId } = Route.useParams();
  // Bumped after every admin action on this page, so the audit log below reloads.
  const [version, setVersion] = useState(0);
  const can = useCan();
  const t = useT();
  return (
    <>
      <PageTitle title={t('admin.user.title')}>
        <Link to="/admin/users" className="inline-flex min-h-tap items-center text-label text-accent underline">
          {t('admin.user.back')}
        </Link>
      </PageTitle>
      <div className="flex flex-col gap-4">
        <UserDetail userId={userId} onChanged={() => setVersion((v) => v + 1)} />
        {can('transactions.view') ? <UserStatements userId={userId} /> : null}
        {can('audit.view') ? (
          <Panel title={t('admin.user.auditTitle')}>
            <AuditLog key={version} filter={{ targetUser: userId }} />
          </Panel>
        ) : null}
      </div>
    </>
  );
}
