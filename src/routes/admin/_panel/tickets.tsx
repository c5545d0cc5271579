import { createFileRoute } from '@tanstack/react-router';
import { optionalText, type RawParams, optionalKeys } from '../../../lib/search-params.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminTickets } from '../../../features/tickets/components/admin-tickets.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

const validateSearch = (raw: RawParams) => optionalKeys({ ticket: optionalText(raw['ticket'], { max: 64 }) });

export const Route = createFileRoute('/admin/_panel/tickets')({
  validateSearch,
  component: TicketsPage,
});

function TicketsPage() {
  const t = useT();
  const { ticket } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageTitle title={t('admin.pages.tickets')} />
      <AdminTickets selected={ticket} onSelect={(id) => void navigate({ search: id ? { ticket: id } : {} })} />
    </>
  );
}
