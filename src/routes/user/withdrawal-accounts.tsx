import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { WithdrawalAccounts } from '../../features/withdrawals/components/withdrawal-accounts.tsx';

export const Route = createFileRoute('/user/withdrawal-accounts')({
  component: () => (
    <>
      <PageTitle title="Withdrawal Accounts" />
      <WithdrawalAccounts />
    </>
  ),
});
