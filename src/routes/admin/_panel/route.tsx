import { createFileRoute, Outlet, useLocation, useRouter } from '@tanstack/react-router';
import { PagePermission } from '../../../components/admin/page-permission.tsx';
import { StepUpHost } from '../../../components/form/step-up-host.tsx';
import { AdminLayout } from '../../../components/layout/admin-layout.tsx';
import { AdminGate } from '../../../features/auth/components/admin-gate.tsx';
import { useLogout } from '../../../features/auth/hooks/use-logout.ts';
import { saveLanguage } from '../../../features/settings/save-language.ts';
import { AccessGate } from '../../../features/staff/components/access-gate.tsx';
import { RequiredTwoFactorSetup } from '../../../features/two-factor/components/required-setup.tsx';
import { requireAdmin } from '../../../lib/guards.ts';
import { loadAdminCatalog } from '../../../lib/i18n/i18n.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

export const Route = createFileRoute('/admin/_panel')({
  // The console's messages are a chunk investors never load: here, before any admin page renders.
  beforeLoad: async ({ context }) => {
    requireAdmin(context);
    await loadAdminCatalog();
  },
  component: AdminArea,
});

function AdminArea() {
  const user = useSessionStore((s) => s.user);
  const logout = useLogout();
  const router = useRouter();
  const pathname = useLocation({ select: (l) => l.pathname });
  return (
    <AdminGate>
      <AccessGate
        setup={(done) => (
          <RequiredTwoFactorSetup
            onLogout={() => void logout()}
            onDone={() => {
              done();
              void router.navigate({ to: '/admin/dashboard', replace: true });
            }}
          />
        )}
      >
        <AdminLayout
          username={user?.username ?? ''}
          email={user?.email ?? ''}
          onLogout={() => void logout()}
          onLanguage={(language) => void saveLanguage(language)}
        >
          <PagePermission pathname={pathname}>
            <Outlet />
          </PagePermission>
          {/* Staff, settings, methods and approvals ask "Confirm it's you" first (server/lib/admin-control.ts). */}
          <StepUpHost />
        </AdminLayout>
      </AccessGate>
    </AdminGate>
  );
}
