import type { TicketStatus } from '../../contract/tickets.ts';

/** Default messages of the ticket calls (the catalogue in docs/product.md has none for tickets). */
export const TICKET_DEFAULTS = {
  list: 'Failed to fetch tickets',
  get: 'Failed to fetch ticket',
  create: 'Failed to create ticket',
  reply: 'Failed to send reply',
  close: 'Failed to close ticket',
  attachment: 'Failed to open the attachment',
} as const;

export const STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  'customer-reply': 'Customer reply',
  closed: 'Closed',
};

/** JSON when there is no file, multipart/form-data with `attachment` when there is. */
export function ticketBody(
  fields: Record<string, string>,
  file: File | null,
): { json: Record<string, string> } | { body: FormData } {
  if (!file) return { json: fields };
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  body.set('attachment', file);
  return { body };
}
