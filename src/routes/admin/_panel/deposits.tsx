import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminDepositList } from '../../../features/deposits/components/admin-deposit-list.tsx';
import { AdminDepositMethods } from '../../../features/deposits/components/admin-deposit-methods.tsx';

export const Route = createFileRoute('/admin/_panel/deposits')({
  component: () => (
    <div className="flex flex-col gap-10">
      <div>
        <PageTitle title="Deposits" />
        <AdminDepositList />
      </div>
      <AdminDepositMethods />
    </div>
  ),
});
