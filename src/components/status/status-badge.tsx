import type { MessageId } from '../../lib/i18n/i18n.ts';
import { useT } from '../../lib/i18n/use-t.ts';
const STYLES: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
  failed: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
};
const LABELS: Record<string, MessageId> = {
  pending: 'status.pending',
  approved: 'status.approved',
  rejected: 'status.rejected',
  failed: 'status.failed',
  expired: 'status.expired',
};

/** A review status as a coloured pill with its word (colour is never the only signal). */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const t = useT();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STYLES[status] ?? 'bg-zinc-100 dark:bg-zinc-800'}`}
    >
      {label ?? (LABELS[status] ? t(LABELS[status]) : status)}
    </span>
  );
}
