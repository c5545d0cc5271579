const STYLES: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
  failed: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
};
const LABELS: Record<string, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  failed: 'Failed',
  expired: 'Expired',
};

/** A review status as a coloured pill with its word (colour is never the only signal). */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STYLES[status] ?? 'bg-zinc-100 dark:bg-zinc-800'}`}
    >
      {label ?? LABELS[status] ?? status}
    </span>
  );
}
