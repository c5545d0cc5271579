import { useEffect } from 'react';
import { formatMoney } from '../../../contract/cents.ts';
import type { WalletSummary } from '../../../contract/wallet-summary-shape.ts';
import { AsOfNotice, formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useSummaryStore } from '../summary-store.ts';
import { useWaitedLong } from '../../../lib/use-waited-long.ts';

type MoneyKey = Exclude<
  keyof WalletSummary,
  'currency' | 'mainBalance' | 'profitBalance' | 'pendingDeposits' | 'pendingWithdrawals'
>;

// Main and Profit balances are already on the balance cards above; the grid shows the totals.
const CARDS: readonly { key: MoneyKey; label: string }[] = [
  { key: 'totalBalance', label: 'Total Balance' },
  { key: 'totalDeposited', label: 'Total Deposited' },
  { key: 'totalWithdrawn', label: 'Total Withdrawn' },
  { key: 'totalInvested', label: 'Total Invested' },
  { key: 'profitEarned', label: 'Profit Earned' },
  { key: 'totalSent', label: 'Total Sent' },
  { key: 'totalReceived', label: 'Total Received' },
  { key: 'referralEarned', label: 'Referral Earned' },
];

/** Summary cards from GET /api/wallet/summary: cached data at once, refreshed in the background. */
export function SummaryGrid() {
  const summary = useSummaryStore((s) => s.data);
  const fetchedAt = useSummaryStore((s) => s.fetchedAt);
  const loading = useSummaryStore((s) => s.loading);
  const stale = useSummaryStore((s) => s.stale);
  const error = useSummaryStore((s) => s.error);
  const refresh = useSummaryStore((s) => s.refresh);
  const updating = useWaitedLong(useSummaryStore((s) => (s.data === null ? null : s.loadingSince)));

  useEffect(() => {
    void refresh();
  }, [refresh]);

  let body;
  if (summary) {
    body = (
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {CARDS.map((card) => (
          <li key={card.key} className="flex flex-col gap-1 rounded-lg border border-line p-3">
            <span className="text-xs text-fg-muted">{card.label}</span>
            <span className="font-semibold tabular-nums">{formatMoney(summary[card.key], summary.currency)}</span>
          </li>
        ))}
      </ul>
    );
  } else if (error && !loading) {
    body = <LoadError message={error} onRetry={() => void refresh()} />;
  } else {
    body = <p role="status">Loading summary...</p>;
  }

  return (
    <section aria-labelledby="summary-title" className="flex flex-col gap-3">
      <h2 id="summary-title" className="text-lg font-semibold">
        Summary
      </h2>
      {body}
      {summary && updating && fetchedAt !== null ? (
        <p role="status" className="rounded-md bg-surface-2 px-2 py-1 text-xs text-fg-muted">
          Updating... Totals as of <time dateTime={new Date(fetchedAt).toISOString()}>{formatDateTime(fetchedAt)}</time>
        </p>
      ) : null}
      {summary && !updating && stale && error && fetchedAt !== null ? (
        <AsOfNotice error={error} fetchedAt={fetchedAt} />
      ) : null}
    </section>
  );
}
