import { createFileRoute } from '@tanstack/react-router';
import { CenteredCard } from '../components/layout/centered-card.tsx';
import { TextLink } from '../components/text-link.tsx';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form.tsx';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  return (
    <CenteredCard
      title="Forgot password"
      subtitle="Enter your e-mail and we will send you a link to reset your password."
      footer={
        <TextLink standalone to="/login">
          Back to login
        </TextLink>
      }
    >
      <ForgotPasswordForm />
    </CenteredCard>
  );
}
