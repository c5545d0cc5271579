import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CenteredCard } from '../components/layout/centered-card.tsx';
import { VerifyEmailPanel } from '../features/auth/components/verify-email-panel.tsx';

const paramsSchema = z.object({ token: z.string().min(1).max(256) });

export const Route = createFileRoute('/verify-email/$token')({
  params: { parse: (raw) => paramsSchema.parse(raw) },
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
