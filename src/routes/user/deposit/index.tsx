import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { DepositForm } from '../../../features/deposits/components/deposit-form.tsx';

export const Route = createFileRoute('/user/deposit/')({
  component: DepositPage,
});

function DepositPage() {
  const navigate = Route.useNavigate();
  return (
    <>
      <PageTitle title="Add Money">
        <p className="text-fg-muted">
          Your Main wallet is credited once an admin approves the deposit. See <TextLink to="/user/deposit/logs">Add Money Log</TextLink>.
        </p>
      </PageTitle>
      <DepositForm
        onCreated={(deposit) => {
          void navigate({ to: '/user/deposit/$depositId', params: { depositId: deposit.id } });
        }}
      />
    </>
  );
}
