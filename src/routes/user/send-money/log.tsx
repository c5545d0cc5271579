import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { TransferLog } from '../../../features/transfers/components/transfer-log.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/user/send-money/log')({
  component: SendMoneyLogPage,
});

function SendMoneyLogPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('send.log.title')} />
      <TransferLog />
    </>
  );
}
