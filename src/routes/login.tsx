import { createFileRoute } from '@tanstack/react-router';
import { CenteredCard } from '../components/layout/centered-card.tsx';
import { TextLink } from '../components/text-link.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { PasskeySignIn } from '../features/passkeys/components/passkey-sign-in.tsx';
import { redirectIfLoggedIn } from '../lib/guards.ts';
import { Trans } from '@lingui/react';
import { useT } from '../lib/i18n/use-t.ts';

export const Route = createFileRoute('/login')({
  beforeLoad: ({ context }) => redirectIfLoggedIn(context),
  component: LoginPage,
});

function LoginPage() {
  const t = useT();
  return (
    <CenteredCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          <p>
            <TextLink standalone to="/forgot-password">
              {t('login.forgot')}
            </TextLink>
          </p>
          <p>
            <Trans id="login.noAccount" components={{ 0: <TextLink to="/register">{null}</TextLink> }} />
          </p>
        </>
      }
    >
      <LoginForm />
      <PasskeySignIn />
    </CenteredCard>
  );
}
