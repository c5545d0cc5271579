import { createFileRoute, Link } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { Panel } from '../../../components/panel.tsx';
import { AuditLog } from '../../../features/admin-audit/components/audit-log.tsx';
import { DashboardView } from '../../../features/admin-dashboard/components/dashboard-view.tsx';

export const Route = createFileRoute('/admin/_panel/dashboard')({
  component: AdminDashboardPage,
});

const linkClass = 'inline-flex min-h-tap items-center rounded-control border border-line-strong px-3 py-2 font-semibold hover:bg-surface-2';

function AdminDashboardPage() {
  return (
    <>
      <PageTitle title="Admin Dashboard">
        <nav aria-label="Console" className="mt-2 flex flex-wrap gap-2 text-sm">
          <Link to="/admin/settings" className={linkClass}>
            Settings
          </Link>
          <Link to="/admin/audit" className={linkClass}>
            Audit log
          </Link>
        </nav>
      </PageTitle>
      <div className="flex flex-col gap-4">
        <DashboardView />
        <Panel title="Latest admin actions" actions={<Link to="/admin/audit" className="inline-flex min-h-tap items-center text-label text-accent underline">All actions</Link>}>
          <AuditLog filter={{ limit: 8 }} />
        </Panel>
      </div>
    </>
  );
}
