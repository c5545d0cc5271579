import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { UserTicketThread } from '../../../features/tickets/components/user-ticket-thread.tsx';

export const Route = createFileRoute('/user/support-tickets/$ticketId')({
  component: TicketPage,
});

function TicketPage() {
  const { ticketId } = Route.useParams();
  const t = useT();
  return (
    <>
      <PageTitle title={t('ticket.threadTitle')}>
        <TextLink standalone to="/user/support-tickets">
          {t('ticket.backToList')}
        </TextLink>
      </PageTitle>
      <UserTicketThread id={ticketId} />
    </>
  );
}
