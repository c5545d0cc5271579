import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { AddAccountForm } from '../../features/withdrawals/components/add-account-form.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/user/add-withdrawal-account')({
  component: AddWithdrawalAccountPage,
});

function AddWithdrawalAccountPage() {
  const t = useT();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageTitle title={t('withdraw.addAccount.title')}>
        <p className="text-fg-muted">
          <TextLink standalone to="/user/withdrawal-accounts">
            {t('withdraw.addAccount.back')}
          </TextLink>
        </p>
      </PageTitle>
      <AddAccountForm onSaved={() => void navigate({ to: '/user/withdrawal-accounts' })} />
    </>
  );
}
