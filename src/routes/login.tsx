import { createFileRoute } from '@tanstack/react-router';
import { CenteredCard } from '../components/layout/centered-card.tsx';
import { TextLink } from '../components/text-link.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { PasskeySignIn } from '../features/passkeys/components/passkey-sign-in.tsx';
import { redirectIfLoggedIn } from '../lib/guards.ts';

export const Route = createFileRoute('/login')({
  beforeLoad: ({ context }) => redirectIfLoggedIn(context),
  component: LoginPage,
});

function LoginPage() {
  return (
    <CenteredCard
      title="Log in"
      subtitle="Welcome back. Log in to your wallet."
      footer={
        <>
          <p>
            <TextLink standalone to="/forgot-password">
              Forgot your password?
            </TextLink>
          </p>
          <p>
            No account yet? <TextLink to="/register">Register</TextLink>
          </p>
        </>
      }
    >
      <LoginForm />
      <PasskeySignIn />
    </CenteredCard>
  );
}
