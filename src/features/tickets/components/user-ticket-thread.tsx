import { closeTicket } from '../api/close-ticket.ts';
import { getTicket } from '../api/get-ticket.ts';
import { replyTicket } from '../api/reply-ticket.ts';
import { TicketThreadView, type ThreadApi } from './ticket-thread.tsx';

const USER_API: ThreadApi = { load: getTicket, reply: replyTicket, close: closeTicket };

export function UserTicketThread({ id }: { id: string }) {
  return <TicketThreadView id={id} viewer="user" api={USER_API} />;
}
