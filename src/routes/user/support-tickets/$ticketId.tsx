import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { UserTicketThread } from '../../../features/tickets/components/user-ticket-thread.tsx';

export const Route = createFileRoute('/user/support-tickets/$ticketId')({
  component: TicketPage,
});

function TicketPage() {
  const { ticketId } = Route.useParams();
  return (
    <>
      <PageTitle title="Support Ticket">
        <TextLink standalone to="/user/support-tickets">
          Back to tickets
        </TextLink>
      </PageTitle>
      <UserTicketThread id={ticketId} />
    </>
  );
}
