import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { WithdrawLog } from '../../../features/withdrawals/components/withdraw-log.tsx';

export const Route = createFileRoute('/user/withdraw/log')({
  component: () => (
    <>
      <PageTitle title="Withdraw Log" />
      <WithdrawLog />
    </>
  ),
});
