import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { Ticket, TicketStatus } from '../../../contract/tickets.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { usePagedList, type Page } from '../../../lib/use-paged-list.ts';
import { PRIORITY_LABELS, STATUS_LABELS, TICKET_DEFAULTS } from '../ticket-text.ts';
import { TicketStatusBadge } from './ticket-status-badge.tsx';
import { StaleNotice } from '../../../components/status/stale-notice.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export type TicketFilter = TicketStatus | 'all';

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
  const t = useT();
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
  if (list.loading === 'first') body = <p role="status">{t('ticket.loadingList')}</p>;
  else if (list.error && list.items.length === 0) body = <LoadError message={list.error} onRetry={list.retry} />;
  else if (list.items.length === 0) body = <p className="text-fg-muted">{t('ticket.none')}</p>;
  else {
    body = (
      <ul aria-label={t('ticket.list')} className="divide-y divide-line">
        {list.items.map((ticket) => (
          <li key={ticket.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="flex min-w-0 flex-col gap-0.5">
              {open(ticket)}
              <span className="text-xs text-fg-muted">
                {showOwner ? `${ticket.email} · ` : ''}
                <span>{t(PRIORITY_LABELS[ticket.priority])}</span> ·{' '}
                <time dateTime={ticket.updatedAt}>{formatDateTime(ticket.updatedAt)}</time>
              </span>
            </div>
            <TicketStatusBadge status={ticket.status} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label={t('ticket.statusFilter')}
        value={status}
        options={[
          { value: 'all', label: t('ticket.status.all') },
          ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label: t(label) })),
        ]}
        onChange={(e) => setStatus(e.target.value as TicketFilter)}
        className="flex max-w-xs flex-col gap-1"
      />
      <StaleNotice state={list} />
      {body}
      {list.nextCursor && list.loading !== 'first' ? (
        <SecondaryButton onClick={list.loadMore} disabled={list.loading === 'more'} className="self-start">
          {list.loading === 'more' ? t('table.loading') : t('table.loadMore')}
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
