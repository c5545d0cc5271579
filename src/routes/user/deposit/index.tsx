import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { DepositForm } from '../../../features/deposits/components/deposit-form.tsx';
import { notify } from '../../../lib/toast.tsx';

export const Route = createFileRoute('/user/deposit/')({
  component: DepositPage,
});

function DepositPage() {
  const navigate = Route.useNavigate();
  return (
    <>
      <PageTitle title="Add Money">
        <p className="text-zinc-700 dark:text-zinc-300">
          Your Main wallet is credited once an admin approves the deposit. See <TextLink to="/user/deposit/logs">Add Money Log</TextLink>.
        </p>
      </PageTitle>
      <DepositForm
        onCreated={(deposit) => {
          notify.success('Deposit submitted');
          void navigate({ to: '/user/deposit/$depositId', params: { depositId: deposit.id } });
        }}
      />
    </>
  );
}
