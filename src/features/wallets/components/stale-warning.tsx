import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { useWalletStore } from '../wallet-store.ts';

/** Inline notice that the balances on screen are from an earlier successful refresh. */
export function StaleWarning() {
  const stale = useWalletStore((s) => s.stale);
  const fetchedAt = useWalletStore((s) => s.fetchedAt);
  if (!stale || fetchedAt === null) return null;
  return (
    <p role="status" className="rounded-md bg-warning-soft px-2 py-1 text-xs text-warning">
      Displaying previous data, as of <time dateTime={new Date(fetchedAt).toISOString()}>{formatDateTime(fetchedAt)}</time>
    </p>
  );
}
