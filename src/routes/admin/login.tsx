import { createFileRoute, Link } from '@tanstack/react-router';
import { CenteredCard } from '../../components/layout/centered-card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/admin/login')({
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
