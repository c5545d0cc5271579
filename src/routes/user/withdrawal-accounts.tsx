import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { WithdrawalAccounts } from '../../features/withdrawals/components/withdrawal-accounts.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/user/withdrawal-accounts')({
  component: WithdrawalAccountsPage,
});

function WithdrawalAccountsPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('withdraw.accounts.title')} />
      <WithdrawalAccounts />
    </>
  );
}
