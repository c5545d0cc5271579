import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';
import { Panel } from '../../../components/panel.tsx';
import { AuditLog } from '../../../features/admin-audit/components/audit-log.tsx';
import { UserDetail } from '../../../features/admin-users/components/user-detail.tsx';
import { UserStatements } from '../../../features/admin-reports/components/user-statements.tsx';
import { useCan } from '../../../lib/staff-access.ts';

export const Route = createFileRoute('/admin/_panel/users_/$userId')({
  component: UserPage,
});

function UserPage() {
  const { userId } = Route.useParams();
  // Bumped after every admin action on this page, so the audit log below reloads.
  const [version, setVersion] = useState(0);
  const can = useCan();
  return (
    <>
      <PageTitle title="User details">
        <Link to="/admin/users" className="inline-flex min-h-tap items-center text-label text-accent underline">
          Back to users
        </Link>
      </PageTitle>
      <div className="flex flex-col gap-4">
        <UserDetail userId={userId} onChanged={() => setVersion((v) => v + 1)} />
        {can('transactions.view') ? <UserStatements userId={userId} /> : null}
        {can('audit.view') ? (
          <Panel title="Admin actions on this user">
            <AuditLog key={version} filter={{ targetUser: userId }} />
          </Panel>
        ) : null}
      </div>
    </>
  );
}
