import { createFileRoute } from '@tanstack/react-router';
import { useT } from '../../lib/i18n/use-t.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { VerifyBalance } from '../../features/proof-of-liabilities/components/verify-balance.tsx';

export const Route = createFileRoute('/user/verify-balance')({
  component: VerifyBalancePage,
});

function VerifyBalancePage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('pol.verifyTitle')}>
        <p className="text-fg-muted">
          {t('pol.verifyIntro')} <TextLink to="/proof-of-liabilities">{t('pol.howItWorks')}</TextLink>
        </p>
      </PageTitle>
      <VerifyBalance />
    </>
  );
}
