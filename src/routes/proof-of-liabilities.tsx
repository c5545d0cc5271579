import { createFileRoute } from '@tanstack/react-router';
import { Brand } from '../components/brand.tsx';
import { TextLink } from '../components/text-link.tsx';
import { useT } from '../lib/i18n/use-t.ts';
import { PublishedLiabilities } from '../features/proof-of-liabilities/components/published-liabilities.tsx';

export const Route = createFileRoute('/proof-of-liabilities')({
  component: ProofOfLiabilitiesPage,
});

/** Public: what the platform owes its users, published so anyone can check it, in plain words. */
function ProofOfLiabilitiesPage() {
  const t = useT();
  return (
    <main className="flex min-h-dvh flex-col items-center gap-6 bg-canvas px-4 py-8">
      <Brand size="lg" />
      <div className="flex w-full max-w-xl min-w-0 flex-col gap-6 rounded-card border border-line bg-surface p-5 shadow-sm sm:p-8">
        <h1 className="text-title font-bold">{t('pol.title')}</h1>
        <div className="flex flex-col gap-3 text-fg-muted">
          <p>{t('pol.explain1')}</p>
          <p>{t('pol.explain2')}</p>
          <p>{t('pol.explain3')}</p>
        </div>
        <PublishedLiabilities />
        <div className="flex flex-col gap-2 text-sm">
          <TextLink standalone to="/user/verify-balance">
            {t('pol.verifyTitle')}
          </TextLink>
          <TextLink standalone to="/login">
            {t('pol.logIn')}
          </TextLink>
        </div>
      </div>
    </main>
  );
}
