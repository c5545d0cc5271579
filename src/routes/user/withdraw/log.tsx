import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { WithdrawLog } from '../../../features/withdrawals/components/withdraw-log.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/user/withdraw/log')({
  component: WithdrawLogPage,
});

function WithdrawLogPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('withdraw.log.title')} />
      <WithdrawLog />
    </>
  );
}
