import { ticketThreadSchema } from '../../../contract/tickets.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { TICKET_DEFAULTS } from '../ticket-text.ts';

export function adminGetTicket(id: string) {
  return callApi(
    () => api.get(`admin/tickets/${encodeURIComponent(id)}`).json(ticketThreadSchema),
    TICKET_DEFAULTS.get,
  );
}
