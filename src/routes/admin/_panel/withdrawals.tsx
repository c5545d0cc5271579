import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminWithdrawalList } from '../../../features/withdrawals/components/admin-withdrawal-list.tsx';
import { AdminWithdrawalMethods } from '../../../features/withdrawals/components/admin-withdrawal-methods.tsx';

export const Route = createFileRoute('/admin/_panel/withdrawals')({
  component: () => (
    <div className="flex flex-col gap-10">
      <div>
        <PageTitle title="Withdrawals" />
        <AdminWithdrawalList />
      </div>
      <AdminWithdrawalMethods />
    </div>
  ),
});
