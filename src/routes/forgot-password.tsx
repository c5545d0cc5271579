import { createFileRoute } from '@tanstack/react-router';
import { CenteredCard } from '../components/layout/centered-card.tsx';
import { TextLink } from '../components/text-link.tsx';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form.tsx';
import { useT } from '../lib/i18n/use-t.ts';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const t = useT();
  return (
    <CenteredCard
      title={t('password.forgotTitle')}
      subtitle={t('password.forgotSubtitle')}
      footer={
        <TextLink standalone to="/login">
          {t('password.backToLogin')}
        </TextLink>
      }
    >
      <ForgotPasswordForm />
    </CenteredCard>
  );
}
