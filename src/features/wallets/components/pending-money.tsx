import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { formatMoney } from '../../../contract/cents.ts';
import { useSummaryStore } from '../summary-store.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const rowClass =
  '-mx-2 flex min-h-tap items-center justify-between gap-3 rounded-control px-2 text-label hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent';

/**
 * Money on its way, under the balances: deposits the user marked paid that wait for review (not in
 * the balance yet) and withdrawals requested but not paid (already out of it). Each row opens its log.
 */
export function PendingMoney() {
  const t = useT();
  const summary = useSummaryStore((s) => s.data);
  const refresh = useSummaryStore((s) => s.refresh);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  if (!summary) return null;
  const { pendingDeposits: deposits, pendingWithdrawals: withdrawals, currency } = summary;
  if (deposits.count === 0 && withdrawals.count === 0) return null;
  return (
    <section aria-label={t('wallet.pending.region')} className="flex flex-col gap-1 border-t border-line pt-3">
      <h3 className="text-caption font-semibold text-fg-muted">{t('wallet.pending.title')}</h3>
      {deposits.count > 0 ? (
        <Link to="/user/deposit/logs" className={rowClass}>
          <span className="min-w-0">{t('wallet.pending.deposits', { count: deposits.count })}</span>
          <span className="nowrap-value font-semibold text-fg">+{formatMoney(deposits.amount, currency)}</span>
        </Link>
      ) : null}
      {withdrawals.count > 0 ? (
        <Link to="/user/withdraw/log" className={rowClass}>
          <span className="min-w-0">{t('wallet.pending.withdrawals', { count: withdrawals.count })}</span>
          <span className="nowrap-value font-semibold text-fg">−{formatMoney(withdrawals.amount, currency)}</span>
        </Link>
      ) : null}
    </section>
  );
}
