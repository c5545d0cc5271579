import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { useWaitedLong } from '../../../lib/use-waited-long.ts';
import { Trans } from '@lingui/react';
import { useWalletStore } from '../wallet-store.ts';

function AsOf({ at }: { at: number }) {
  return <time dateTime={new Date(at).toISOString()}>{formatDateTime(at)}</time>;
}

/**
 * How current the balances on screen are (docs/decisions/0047-freshness-rules.md): after a
 * failed refresh, "Displaying previous data" with its time; while a refresh has been out
 * for about 5 s, "Updating..." with the time of the balances shown; nothing once a refresh is good.
 */
export function StaleWarning() {
  const stale = useWalletStore((s) => s.stale);
  const fetchedAt = useWalletStore((s) => s.fetchedAt);
  const since = useWalletStore((s) => (s.wallets === null ? null : s.loadingSince));
  const waiting = useWaitedLong(since);
  if (fetchedAt === null) return null;
  if (waiting) {
    return (
      <p role="status" className="rounded-md bg-surface-2 px-2 py-1 text-xs text-fg-muted">
        <Trans id="wallet.updatingAsOf" components={{ 0: <AsOf at={fetchedAt} /> }} />
      </p>
    );
  }
  if (!stale) return null;
  return (
    <p role="status" className="rounded-md bg-warning-soft px-2 py-1 text-xs text-warning">
      <Trans id="wallet.staleAsOf" components={{ 0: <AsOf at={fetchedAt} /> }} />
    </p>
  );
}
