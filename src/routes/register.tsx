import { createFileRoute } from '@tanstack/react-router';
import { optionalText, type RawParams, optionalKeys } from '../lib/search-params.ts';
import { CenteredCard } from '../components/layout/centered-card.tsx';
import { TextLink } from '../components/text-link.tsx';
import { RegisterForm } from '../features/auth/components/register-form.tsx';
import { redirectIfLoggedIn } from '../lib/guards.ts';

const validateSearch = (raw: RawParams) => optionalKeys({ ref: optionalText(raw['ref'], { max: 64, trim: true }) });

export const Route = createFileRoute('/register')({
  validateSearch,
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
