import type { TicketStatus } from '../../../contract/tickets.ts';
import { STATUS_LABELS } from '../ticket-text.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const TONES: Record<TicketStatus, string> = {
  open: 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-50',
  answered: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-50',
  'customer-reply': 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
  closed: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useT();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {t(STATUS_LABELS[status])}
    </span>
  );
}
