import { createFileRoute } from '@tanstack/react-router';
import { CenteredCard } from '../../components/layout/centered-card.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';

export const Route = createFileRoute('/admin/login')({
  component: AdminLoginPage,
});

function AdminLoginPage() {
  return (
    <CenteredCard
      title="Administrator login"
      subtitle="This area is for platform administrators only."
      footer={<TextLink to="/login">Not an administrator? Log in here</TextLink>}
    >
      <LoginForm variant="admin" />
    </CenteredCard>
  );
}
