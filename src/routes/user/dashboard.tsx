import { createFileRoute } from '@tanstack/react-router';
import { ExploreLinks } from '../../components/home/explore-links.tsx';
import { FirstSteps } from '../../components/home/first-steps.tsx';
import { QuickActions } from '../../components/home/quick-actions.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useKycStatusStore } from '../../features/kyc/kyc-status-store.ts';
import { RecentTransactions } from '../../features/transactions/components/recent-transactions.tsx';
import { useRecentTransactionsStore } from '../../features/transactions/recent-transactions-store.ts';
import { SummaryGrid } from '../../features/wallets/components/summary-grid.tsx';
import { WalletOverview } from '../../features/wallets/components/wallet-overview.tsx';
import { useSessionStore } from '../../lib/session-store.ts';
import { useT } from '../../lib/i18n/use-t.ts';
import { useSaveBootTexts } from '../../lib/i18n/boot-texts.ts';

export const Route = createFileRoute('/user/dashboard')({
  component: DashboardPage,
});

/**
 * Home: total balance, the five money actions, first steps for a new investor (no transaction
 * yet: eight 0.00 tiles would say nothing), links to Portfolio and Market, then the totals and
 * the latest transactions.
 */
function DashboardPage() {
  const firstName = useSessionStore((s) => s.user?.firstName ?? '');
  const isNew = useRecentTransactionsStore((s) => s.data !== null && s.data.length === 0);
  const kyc = useKycStatusStore((s) => s.data?.status ?? 'none');
  const t = useT();
  // The words the next start's painted frame uses (public/early-reads.js).
  useSaveBootTexts();
  return (
    <>
      <PageTitle title={t('dashboard.title')}>
        <p className="text-fg-muted">
          {t(isNew ? 'dashboard.welcome' : 'dashboard.welcomeBack', { name: firstName || 'none' })}
        </p>
      </PageTitle>
      <div className="flex flex-col gap-section">
        <WalletOverview />
        <QuickActions />
        {isNew ? (
          <FirstSteps
            state={{ verified: kyc === 'approved', verifying: kyc === 'pending', funded: false, invested: false }}
          />
        ) : null}
        <ExploreLinks />
        {isNew ? null : <SummaryGrid />}
        <RecentTransactions />
      </div>
    </>
  );
}
