import type { TicketPriority, TicketStatus } from '../../contract/tickets.ts';
import { translate, type MessageId } from '../../lib/i18n/i18n.ts';

/** Default messages of the ticket calls (none in docs/product.md's catalogue), read in the language active when shown. */
export const TICKET_DEFAULTS = {
  get list() {
    return translate('ticket.error.list');
  },
  get get() {
    return translate('ticket.error.get');
  },
  get create() {
    return translate('ticket.error.create');
  },
  get reply() {
    return translate('ticket.error.reply');
  },
  get close() {
    return translate('ticket.error.close');
  },
  get attachment() {
    return translate('ticket.error.attachment');
  },
};

export const STATUS_LABELS: Record<TicketStatus, MessageId> = {
  open: 'ticket.status.open',
  answered: 'ticket.status.answered',
  'customer-reply': 'ticket.status.customerReply',
  closed: 'ticket.status.closed',
};

export const PRIORITY_LABELS: Record<TicketPriority, MessageId> = {
  low: 'ticket.priority.low',
  medium: 'ticket.priority.medium',
  high: 'ticket.priority.high',
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
