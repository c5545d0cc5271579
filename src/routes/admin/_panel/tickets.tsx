import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminTickets } from '../../../features/tickets/components/admin-tickets.tsx';

const searchSchema = z.object({ ticket: z.string().max(64).optional().catch(undefined) });

export const Route = createFileRoute('/admin/_panel/tickets')({
  validateSearch: searchSchema,
  component: TicketsPage,
});

function TicketsPage() {
  const { ticket } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageTitle title="Support Tickets" />
      <AdminTickets selected={ticket} onSelect={(id) => void navigate({ search: id ? { ticket: id } : {} })} />
    </>
  );
}
