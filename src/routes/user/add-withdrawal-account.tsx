import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { AddAccountForm } from '../../features/withdrawals/components/add-account-form.tsx';

export const Route = createFileRoute('/user/add-withdrawal-account')({
  component: AddWithdrawalAccountPage,
});

function AddWithdrawalAccountPage() {
  const navigate = Route.useNavigate();
  return (
    <>
      <PageTitle title="Add Withdrawal Account">
        <p className="text-fg-muted">
          <TextLink standalone to="/user/withdrawal-accounts">
            Back to withdrawal accounts
          </TextLink>
        </p>
      </PageTitle>
      <AddAccountForm onSaved={() => void navigate({ to: '/user/withdrawal-accounts' })} />
    </>
  );
}
