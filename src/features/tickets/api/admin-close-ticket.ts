import { ticketThreadSchema } from '../../../contract/tickets.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { TICKET_DEFAULTS } from '../ticket-text.ts';

export function adminCloseTicket(id: string) {
  return callApi(
    () => api.post(`admin/tickets/${encodeURIComponent(id)}/close`).json(ticketThreadSchema),
    TICKET_DEFAULTS.close,
  );
}
