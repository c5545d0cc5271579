import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { Ticket, TicketStatus } from '../../../contract/tickets.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { usePagedList, type Page } from '../../../lib/use-paged-list.ts';
import { STATUS_LABELS, TICKET_DEFAULTS } from '../ticket-text.ts';
import { TicketStatusBadge } from './ticket-status-badge.tsx';
import { StaleNotice } from '../../../components/status/stale-notice.tsx';

export type TicketFilter = TicketStatus | 'all';
const FILTERS = [
  { value: 'all', label: 'All' },
  ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

type Props = {
  load: (status: TicketFilter, cursor: string | undefined) => Promise<Page<Ticket>>;
  /** Renders the way to open one ticket (a link for investors, a button for admins). */
  open: (ticket: Ticket) => React.ReactNode;
  showOwner?: boolean;
  version?: number;
};

/** Tickets newest first, filtered by status, with Load more. */
export function TicketList({ load, open, showOwner = false, version = 0 }: Props) {
  const [status, setStatus] = useState<TicketFilter>('all');
  const loadPage = useCallback(
    (cursor: string | undefined) => {
      void version;
      return load(status, cursor);
    },
    [load, status, version],
  );
  const list = usePagedList<Ticket>(loadPage, TICKET_DEFAULTS.list, {
    cacheKey: showOwner ? undefined : `tickets:${status}`,
  });

  let body;
  if (list.loading === 'first') body = <p role="status">Loading tickets...</p>;
  else if (list.error && list.items.length === 0) body = <LoadError message={list.error} onRetry={list.retry} />;
  else if (list.items.length === 0) body = <p className="text-fg-muted">No tickets yet</p>;
  else {
    body = (
      <ul aria-label="Tickets" className="divide-y divide-line">
        {list.items.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="flex min-w-0 flex-col gap-0.5">
              {open(t)}
              <span className="text-xs text-fg-muted">
                {showOwner ? `${t.email} · ` : ''}
                <span className="capitalize">{t.priority}</span> ·{' '}
                <time dateTime={t.updatedAt}>{formatDateTime(t.updatedAt)}</time>
              </span>
            </div>
            <TicketStatusBadge status={t.status} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label="Status"
        value={status}
        options={FILTERS}
        onChange={(e) => setStatus(e.target.value as TicketFilter)}
        className="flex max-w-xs flex-col gap-1"
      />
      <StaleNotice state={list} />
      {body}
      {list.nextCursor && list.loading !== 'first' ? (
        <SecondaryButton onClick={list.loadMore} disabled={list.loading === 'more'} className="self-start">
          {list.loading === 'more' ? 'Loading...' : 'Load more'}
        </SecondaryButton>
      ) : null}
    </div>
  );
}

export function TicketLink({ ticket }: { ticket: Ticket }) {
  return (
    <Link
      to="/user/support-tickets/$ticketId"
      params={{ ticketId: ticket.id }}
      className="inline-flex min-h-tap items-center font-medium break-words text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
    >
      {ticket.subject}
    </Link>
  );
}
