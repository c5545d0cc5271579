import { createFileRoute } from '@tanstack/react-router';
import { requiredParam } from '../lib/search-params.ts';
import { CenteredCard } from '../components/layout/centered-card.tsx';
import { VerifyEmailPanel } from '../features/auth/components/verify-email-panel.tsx';
import { useT } from '../lib/i18n/use-t.ts';

export const Route = createFileRoute('/verify-email/$token')({
  params: { parse: (raw) => ({ token: requiredParam(raw, 'token', 256) }) },
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  const { token } = Route.useParams();
  const t = useT();
  return (
    <CenteredCard title={t('register.verifyTitle')}>
      <VerifyEmailPanel token={token} />
    </CenteredCard>
  );
}
