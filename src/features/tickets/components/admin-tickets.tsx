import { useState } from 'react';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { adminCloseTicket } from '../api/admin-close-ticket.ts';
import { adminGetTicket } from '../api/admin-get-ticket.ts';
import { adminGetTickets } from '../api/admin-get-tickets.ts';
import { adminReplyTicket } from '../api/admin-reply-ticket.ts';
import { TicketList } from './ticket-list.tsx';
import { TicketThreadView, type ThreadApi } from './ticket-thread.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

const ADMIN_API: ThreadApi = { load: adminGetTicket, reply: adminReplyTicket, close: adminCloseTicket };

type Props = { selected: string | undefined; onSelect: (id: string | undefined) => void };

/** /admin/tickets: every ticket by status; the chosen one's thread opens above the list. */
export function AdminTickets({ selected, onSelect }: Props) {
  const [version, setVersion] = useState(0);
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      {selected ? (
        <div className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
          <SecondaryButton onClick={() => onSelect(undefined)} className="self-end">
            {t('ticket.backToAdminList')}
          </SecondaryButton>
          <TicketThreadView
            key={selected}
            id={selected}
            viewer="admin"
            api={ADMIN_API}
            onChanged={() => setVersion((v) => v + 1)}
          />
        </div>
      ) : null}
      <TicketList
        load={adminGetTickets}
        version={version}
        showOwner
        open={(t) => (
          <button
            type="button"
            onClick={() => onSelect(t.id)}
            className="min-h-tap self-start text-left font-medium break-words text-blue-700 hover:underline dark:text-blue-400"
          >
            {t.subject}
          </button>
        )}
      />
    </div>
  );
}
