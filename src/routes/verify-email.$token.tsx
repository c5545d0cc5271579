import { createFileRoute } from '@tanstack/react-router';
import { requiredParam } from '../lib/search-params.ts';
import { CenteredCard } from '../components/layout/centered-card.tsx';
import { VerifyEmailPanel } from '../features/auth/components/verify-email-panel.tsx';

export const Route = createFileRoute('/verify-email/$token')({
  params: { parse: (raw) => ({ token: requiredParam(raw, 'token', 256) }) },
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  const { token } = Route.useParams();
  return (
    <CenteredCard title="Email verification">
      <VerifyEmailPanel token={token} />
    </CenteredCard>
  );
}
