import { useEffect } from 'react';
import { TextLink } from '../../../components/text-link.tsx';
import { AsOfNotice } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useRecentTransactionsStore } from '../recent-transactions-store.ts';
import { TransactionItem } from './transaction-item.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/** The dashboard's five latest transactions: cached at once, refreshed in the background. */
export function RecentTransactions() {
  const t = useT();
  const items = useRecentTransactionsStore((s) => s.data);
  const fetchedAt = useRecentTransactionsStore((s) => s.fetchedAt);
  const loading = useRecentTransactionsStore((s) => s.loading);
  const stale = useRecentTransactionsStore((s) => s.stale);
  const error = useRecentTransactionsStore((s) => s.error);
  const refresh = useRecentTransactionsStore((s) => s.refresh);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  let body;
  if (items && items.length > 0) {
    body = (
      <ul className="divide-y divide-line">
        {items.map((t) => (
          <TransactionItem key={t.id} transaction={t} />
        ))}
      </ul>
    );
  } else if (items) {
    body = <p className="text-fg-muted">{t('transactions.empty')}</p>;
  } else if (error && !loading) {
    body = <LoadError message={error} onRetry={() => void refresh()} />;
  } else {
    body = <p role="status">{t('transactions.loading')}</p>;
  }

  return (
    <section aria-labelledby="recent-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recent-title" className="text-lg font-semibold">
          {t('transactions.recent.title')}
        </h2>
        <TextLink standalone to="/user/transactions">
          {t('transactions.recent.viewAll')}
        </TextLink>
      </div>
      {body}
      {items && stale && error && fetchedAt !== null ? <AsOfNotice error={error} fetchedAt={fetchedAt} /> : null}
    </section>
  );
}
