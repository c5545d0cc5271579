import { useEffect } from 'react';
import { formatMoney } from '../../../contract/cents.ts';
import type { WalletSummary } from '../../../contract/wallet-summary-shape.ts';
import { AsOfNotice, formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useSummaryStore } from '../summary-store.ts';
import { useWaitedLong } from '../../../lib/use-waited-long.ts';
import { Trans } from '@lingui/react';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

type MoneyKey = Exclude<
  keyof WalletSummary,
  'currency' | 'mainBalance' | 'profitBalance' | 'pendingDeposits' | 'pendingWithdrawals'
>;

// Main and Profit balances are already on the balance cards above; the grid shows the totals.
const CARDS: readonly { key: MoneyKey; label: MessageId }[] = [
  { key: 'totalBalance', label: 'wallet.summary.totalBalance' },
  { key: 'totalDeposited', label: 'wallet.summary.totalDeposited' },
  { key: 'totalWithdrawn', label: 'wallet.summary.totalWithdrawn' },
  { key: 'totalInvested', label: 'wallet.summary.totalInvested' },
  { key: 'profitEarned', label: 'wallet.summary.profitEarned' },
  { key: 'totalSent', label: 'wallet.summary.totalSent' },
  { key: 'totalReceived', label: 'wallet.summary.totalReceived' },
  { key: 'referralEarned', label: 'wallet.summary.referralEarned' },
];

/** Summary cards from GET /api/wallet/summary: cached data at once, refreshed in the background. */
export function SummaryGrid() {
  const t = useT();
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
            <span className="text-xs text-fg-muted">{t(card.label)}</span>
            <span className="font-semibold tabular-nums">{formatMoney(summary[card.key], summary.currency)}</span>
          </li>
        ))}
      </ul>
    );
  } else if (error && !loading) {
    body = <LoadError message={error} onRetry={() => void refresh()} />;
  } else {
    body = <p role="status">{t('wallet.summary.loading')}</p>;
  }

  return (
    <section aria-labelledby="summary-title" className="flex flex-col gap-3">
      <h2 id="summary-title" className="text-lg font-semibold">
        {t('wallet.summary.title')}
      </h2>
      {body}
      {summary && updating && fetchedAt !== null ? (
        <p role="status" className="rounded-md bg-surface-2 px-2 py-1 text-xs text-fg-muted">
          <Trans
            id="wallet.summary.updatingAsOf"
            components={{
              0: <time dateTime={new Date(fetchedAt).toISOString()}>{formatDateTime(fetchedAt)}</time>,
            }}
          />
        </p>
      ) : null}
      {summary && !updating && stale && error && fetchedAt !== null ? (
        <AsOfNotice error={error} fetchedAt={fetchedAt} />
      ) : null}
    </section>
  );
}
