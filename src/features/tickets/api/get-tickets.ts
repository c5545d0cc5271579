import { ticketPageSchema, type Ticket, type TicketStatus } from '../../../contract/tickets.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import type { Page } from '../../../lib/use-paged-list.ts';
import { TICKET_DEFAULTS } from '../ticket-text.ts';

export function getTickets(status: TicketStatus | 'all', cursor: string | undefined): Promise<Page<Ticket>> {
  const searchParams = new URLSearchParams({ status, limit: '20' });
  if (cursor) searchParams.set('cursor', cursor);
  return callApi(() => api.get('tickets', { searchParams }).json(ticketPageSchema), TICKET_DEFAULTS.list);
}
