import { createFileRoute, Link } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { Panel } from '../../../components/panel.tsx';
import { AuditLog } from '../../../features/admin-audit/components/audit-log.tsx';
import { DashboardView } from '../../../features/admin-dashboard/components/dashboard-view.tsx';
import { ApprovalsLink } from '../../../features/admin-approvals/components/approvals-link.tsx';
import { DashboardLiabilities } from '../../../features/proof-of-liabilities/components/dashboard-liabilities.tsx';
import { useCan } from '../../../lib/staff-access.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/admin/_panel/dashboard')({
  component: AdminDashboardPage,
});

const linkClass =
  'inline-flex min-h-tap items-center rounded-control border border-line-strong px-3 py-2 font-semibold hover:bg-surface-2';

function AdminDashboardPage() {
  const can = useCan();
  const t = useT();
  return (
    <>
      <PageTitle title={t('admin.dashboard.title')}>
        <nav aria-label={t('admin.dashboard.consoleNav')} className="mt-2 flex flex-wrap gap-2 text-sm">
          {can('settings.view') ? (
            <Link to="/admin/settings" className={linkClass}>
              {t('admin.dashboard.settingsLink')}
            </Link>
          ) : null}
          {can('audit.view') ? (
            <Link to="/admin/audit" className={linkClass}>
              {t('admin.dashboard.auditLink')}
            </Link>
          ) : null}
          {can('withdrawals.review') ? <ApprovalsLink className={linkClass} /> : null}
        </nav>
      </PageTitle>
      <div className="flex flex-col gap-4">
        <DashboardView />
        <DashboardLiabilities />
        {can('audit.view') ? (
          <Panel
            title={t('admin.dashboard.latestActions')}
            actions={
              <Link to="/admin/audit" className="inline-flex min-h-tap items-center text-label text-accent underline">
                {t('admin.dashboard.allActions')}
              </Link>
            }
          >
            <AuditLog filter={{ limit: 8 }} />
          </Panel>
        ) : null}
      </div>
    </>
  );
}
