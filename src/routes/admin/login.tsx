import { createFileRoute, Link } from '@tanstack/react-router';
import { CenteredCard } from '../../components/layout/centered-card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';

export const Route = createFileRoute('/admin/login')({
  component: AdminLoginPage,
});

function AdminLoginPage() {
  return (
    <CenteredCard
      title="Administrator login"
      subtitle="This area is for platform administrators only."
      footer={
        <Link
          to="/login"
          className="inline-flex min-h-tap items-center font-medium text-accent underline-offset-2 hover:underline"
        >
          Not an administrator? Log in here
        </Link>
      }
    >
      <LoginForm variant="admin" />
    </CenteredCard>
  );
}
