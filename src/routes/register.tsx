import { createFileRoute } from '@tanstack/react-router';
import { optionalText, type RawParams, optionalKeys } from '../lib/search-params.ts';
import { CenteredCard } from '../components/layout/centered-card.tsx';
import { TextLink } from '../components/text-link.tsx';
import { RegisterForm } from '../features/auth/components/register-form.tsx';
import { redirectIfLoggedIn } from '../lib/guards.ts';
import { useT } from '../lib/i18n/use-t.ts';

const validateSearch = (raw: RawParams) => optionalKeys({ ref: optionalText(raw['ref'], { max: 64, trim: true }) });

export const Route = createFileRoute('/register')({
  validateSearch,
  beforeLoad: ({ context }) => redirectIfLoggedIn(context),
  component: RegisterPage,
});

function RegisterPage() {
  const { ref } = Route.useSearch();
  const t = useT();
  return (
    <CenteredCard
      title={t('register.title')}
      footer={
        <p>
          {t('register.already')} <TextLink to="/login">{t('register.logIn')}</TextLink>
        </p>
      }
    >
      <RegisterForm referralCode={ref} />
    </CenteredCard>
  );
}
