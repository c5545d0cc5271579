import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { getTickets } from '../api/get-tickets.ts';
import { NewTicketForm } from './new-ticket-form.tsx';
import { TicketLink, TicketList } from './ticket-list.tsx';

/** /user/support-tickets: the investor's tickets and the New Ticket form. */
export function SupportTickets() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      {creating ? (
        <section className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">New Ticket</h2>
          <NewTicketForm
            onCreated={(thread) =>
              void navigate({ to: '/user/support-tickets/$ticketId', params: { ticketId: thread.ticket.id } })
            }
          />
          <SecondaryButton onClick={() => setCreating(false)} className="self-start">
            Cancel
          </SecondaryButton>
        </section>
      ) : (
        <SecondaryButton onClick={() => setCreating(true)} className="self-start">
          New Ticket
        </SecondaryButton>
      )}
      <TicketList load={getTickets} open={(t) => <TicketLink ticket={t} />} />
    </div>
  );
}
