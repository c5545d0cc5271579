import { ticketThreadSchema } from '../../../contract/tickets.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { TICKET_DEFAULTS, ticketBody } from '../ticket-text.ts';

export function replyTicket(id: string, message: string, file: File | null) {
  return callApi(
    () =>
      api.post(`tickets/${encodeURIComponent(id)}/messages`, ticketBody({ message }, file)).json(ticketThreadSchema),
    TICKET_DEFAULTS.reply,
  );
}
