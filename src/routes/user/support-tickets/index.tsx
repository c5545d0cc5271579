import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { SupportTickets } from '../../../features/tickets/components/support-tickets.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/user/support-tickets/')({
  component: SupportTicketsPage,
});

function SupportTicketsPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('ticket.listTitle')} />
      <SupportTickets />
    </>
  );
}
