import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { RecentTransactions } from '../../features/transactions/components/recent-transactions.tsx';
import { SummaryGrid } from '../../features/wallets/components/summary-grid.tsx';
import { WalletOverview } from '../../features/wallets/components/wallet-overview.tsx';
import { useSessionStore } from '../../lib/session-store.ts';

export const Route = createFileRoute('/user/dashboard')({
  component: DashboardPage,
});

function DashboardPage() {
  const firstName = useSessionStore((s) => s.user?.firstName ?? '');
  return (
    <>
      <PageTitle title="Dashboard">
        <p className="text-zinc-700 dark:text-zinc-300">Welcome back{firstName ? `, ${firstName}` : ''}.</p>
      </PageTitle>
      <WalletOverview />
      <SummaryGrid />
      <RecentTransactions />
    </>
  );
}
