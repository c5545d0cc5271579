import { ticketThreadSchema } from '../../../contract/tickets.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { TICKET_DEFAULTS } from '../ticket-text.ts';

export function getTicket(id: string) {
  return callApi(() => api.get(`tickets/${encodeURIComponent(id)}`).json(ticketThreadSchema), TICKET_DEFAULTS.get);
}
