import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { getTickets } from '../api/get-tickets.ts';
import { NewTicketForm } from './new-ticket-form.tsx';
import { TicketLink, TicketList } from './ticket-list.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/** /user/support-tickets: the investor's tickets and the New Ticket form. */
export function SupportTickets() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      {creating ? (
        <section className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{t('ticket.new')}</h2>
          <NewTicketForm
            onCreated={(thread) =>
              void navigate({ to: '/user/support-tickets/$ticketId', params: { ticketId: thread.ticket.id } })
            }
          />
          <SecondaryButton onClick={() => setCreating(false)} className="self-start">
            {t('form.cancel')}
          </SecondaryButton>
        </section>
      ) : (
        <SecondaryButton onClick={() => setCreating(true)} className="self-start">
          {t('ticket.new')}
        </SecondaryButton>
      )}
      <TicketList load={getTickets} open={(ticket) => <TicketLink ticket={ticket} />} />
    </div>
  );
}
