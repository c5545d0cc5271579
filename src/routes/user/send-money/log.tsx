import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { TransferLog } from '../../../features/transfers/components/transfer-log.tsx';

export const Route = createFileRoute('/user/send-money/log')({
  component: () => (
    <>
      <PageTitle title="Send Money Log" />
      <TransferLog />
    </>
  ),
});
