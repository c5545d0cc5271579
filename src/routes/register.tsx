import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CenteredCard } from '../components/layout/centered-card.tsx';
import { TextLink } from '../components/text-link.tsx';
import { RegisterForm } from '../features/auth/components/register-form.tsx';
import { redirectIfLoggedIn } from '../lib/guards.ts';

const searchSchema = z.object({ ref: z.string().trim().max(64).optional().catch(undefined) });

export const Route = createFileRoute('/register')({
  validateSearch: searchSchema,
  beforeLoad: ({ context }) => redirectIfLoggedIn(context),
  component: RegisterPage,
});

function RegisterPage() {
  const { ref } = Route.useSearch();
  return (
    <CenteredCard
      title="Create your account"
      footer={
        <p>
          Already registered? <TextLink to="/login">Log in</TextLink>
        </p>
      }
    >
      <RegisterForm referralCode={ref} />
    </CenteredCard>
  );
}
