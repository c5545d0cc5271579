import { ticketThreadSchema, type CreateTicketRequest } from '../../../contract/tickets.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { TICKET_DEFAULTS, ticketBody } from '../ticket-text.ts';

export function createTicket(fields: CreateTicketRequest, file: File | null) {
  return callApi(() => api.post('tickets', ticketBody(fields, file)).json(ticketThreadSchema), TICKET_DEFAULTS.create);
}
