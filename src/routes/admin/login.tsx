import { createFileRoute, Link } from '@tanstack/react-router';
import { CenteredCard } from '../../components/layout/centered-card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { loadAdminCatalog } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/admin/login')({
  // The admin sign-in is the console's door: its messages, and the console's after it, load here.
  beforeLoad: () => loadAdminCatalog(),
  component: AdminLoginPage,
});

function AdminLoginPage() {
  const t = useT();
  return (
    <CenteredCard
      title={t('admin.login.title')}
      subtitle={t('admin.login.subtitle')}
      footer={
        <Link
          to="/login"
          className="inline-flex min-h-tap items-center font-medium text-accent underline-offset-2 hover:underline"
        >
          {t('admin.login.userLink')}
        </Link>
      }
    >
      <LoginForm variant="admin" />
    </CenteredCard>
  );
}
