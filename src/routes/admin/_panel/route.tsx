import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminLayout } from '../../../components/layout/admin-layout.tsx';
import { AdminGate } from '../../../features/auth/components/admin-gate.tsx';
import { useLogout } from '../../../features/auth/hooks/use-logout.ts';
import { requireAdmin } from '../../../lib/guards.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

export const Route = createFileRoute('/admin/_panel')({
  beforeLoad: ({ context }) => requireAdmin(context),
  component: AdminArea,
});

function AdminArea() {
  const user = useSessionStore((s) => s.user);
  const logout = useLogout();
  return (
    <AdminGate>
      <AdminLayout username={user?.username ?? ''} email={user?.email ?? ''} onLogout={() => void logout()}>
        <Outlet />
      </AdminLayout>
    </AdminGate>
  );
}
