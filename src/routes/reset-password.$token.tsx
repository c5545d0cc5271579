import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CenteredCard } from '../components/layout/centered-card.tsx';
import { TextLink } from '../components/text-link.tsx';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form.tsx';

const paramsSchema = z.object({ token: z.string().min(1).max(256) });

export const Route = createFileRoute('/reset-password/$token')({
  params: { parse: (raw) => paramsSchema.parse(raw) },
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useParams();
  return (
    <CenteredCard title="Choose a new password" footer={<TextLink to="/login">Back to login</TextLink>}>
      <ResetPasswordForm token={token} />
    </CenteredCard>
  );
}
