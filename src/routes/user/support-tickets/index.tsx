import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { SupportTickets } from '../../../features/tickets/components/support-tickets.tsx';

export const Route = createFileRoute('/user/support-tickets/')({
  component: () => (
    <>
      <PageTitle title="Support Tickets" />
      <SupportTickets />
    </>
  ),
});
