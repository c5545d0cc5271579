import { createFileRoute } from '@tanstack/react-router';
import { requiredParam } from '../lib/search-params.ts';
import { CenteredCard } from '../components/layout/centered-card.tsx';
import { TextLink } from '../components/text-link.tsx';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form.tsx';
import { useT } from '../lib/i18n/use-t.ts';

export const Route = createFileRoute('/reset-password/$token')({
  params: { parse: (raw) => ({ token: requiredParam(raw, 'token', 256) }) },
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useParams();
  const t = useT();
  return (
    <CenteredCard
      title={t('password.resetTitle')}
      footer={
        <TextLink standalone to="/login">
          {t('password.backToLogin')}
        </TextLink>
      }
    >
      <ResetPasswordForm token={token} />
    </CenteredCard>
  );
}
