import { useCallback, useMemo, useState } from 'react';
import type { AdminTransaction, AdminTransactionTotals } from '../../../contract/admin-transactions.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { DataTable, type Column } from '../../../components/table/data-table.tsx';
import { PagedListFrame } from '../../../components/table/paged-list-frame.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { downloadTransactionsCsv, exportFailed } from '../api/download-transactions-csv.ts';
import {
  fetchAdminTransactionsFailed,
  getAdminTransactions,
  type TransactionFilters,
} from '../api/get-admin-transactions.ts';
import { TransactionFilterForm } from './transaction-filters.tsx';
import { transactionStatusWord } from '../../../contract/status-words.ts';
import { transactionTypeWord } from '../../../components/admin/transaction-type-word.ts';
import { StatusWord } from '../../../components/admin/status-word.tsx';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';

const party = (name: string | null, id: string | null) => name ?? (id ? id.slice(0, 8) : '—');

const columnsOf = (t: Translate): Column<AdminTransaction>[] => [
  { header: t('admin.transactions.col.date'), cell: (x) => formatDateTime(x.createdAt), nowrap: true },
  {
    header: t('admin.transactions.col.reference'),
    cell: (x) => <span className="font-mono text-caption">{x.reference}</span>,
    nowrap: true,
    priority: 'low',
  },
  { header: t('admin.transactions.col.type'), cell: (x) => transactionTypeWord(t, x.type), nowrap: true },
  { header: t('admin.transactions.col.user'), cell: (x) => party(x.username, x.userId) },
  {
    header: t('admin.transactions.col.counterparty'),
    cell: (x) => party(x.counterpartyUsername, x.counterpartyUserId),
    priority: 'low',
  },
  {
    header: t('admin.transactions.col.amount'),
    cell: (x) => <span className="tabular-nums">{formatMoney(x.amount)}</span>,
    nowrap: true,
  },
  {
    header: t('admin.transactions.col.charge'),
    cell: (x) => <span className="tabular-nums">{formatMoney(x.charge)}</span>,
    nowrap: true,
    priority: 'low',
  },
  {
    header: t('admin.transactions.col.status'),
    cell: (x) => <StatusWord text={transactionStatusWord(x.type, x.status)} />,
    nowrap: true,
  },
  {
    header: t('admin.transactions.col.description'),
    cell: (x) => <span className="[overflow-wrap:anywhere]">{x.description}</span>,
    priority: 'low',
  },
];

/** Every ledger transaction: filters in the URL, totals for the filter, paged table and CSV export. */
export function TransactionsConsole({
  filters,
  onFilters,
}: {
  filters: TransactionFilters;
  onFilters: (next: TransactionFilters) => void;
}) {
  const t = useT();
  const columns = useMemo(() => columnsOf(t), [t]);
  const [totals, setTotals] = useState<AdminTransactionTotals | null>(null);
  const { type, status, user, from, to } = filters;
  const loadPage = useCallback(
    async (cursor: string | undefined) => {
      const page = await getAdminTransactions({ type, status, user, from, to }, cursor);
      setTotals(page.totals);
      return page;
    },
    [type, status, user, from, to],
  );
  // Read once: a default that followed the language would make the hook load the list again.
  const [loadFailed] = useState(() => fetchAdminTransactionsFailed());
  const list = usePagedList(loadPage, loadFailed);
  const exporter = useApiAction(() => downloadTransactionsCsv({ type, status, user, from, to }), {
    fallback: exportFailed(),
  });

  return (
    <div className="flex flex-col gap-4">
      <TransactionFilterForm filters={filters} onApply={onFilters} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm">
          {totals
            ? t('admin.transactions.totals', {
                count: totals.count,
                amount: formatMoney(totals.amount),
                charges: formatMoney(totals.charge),
              })
            : ' '}
        </p>
        <SecondaryButton onClick={() => void exporter.run()} disabled={exporter.pending}>
          {exporter.pending ? t('admin.transactions.exporting') : t('admin.transactions.export')}
        </SecondaryButton>
      </div>
      <PagedListFrame
        state={{ ...list, itemCount: list.items.length }}
        loadingText={t('admin.transactions.loading')}
        emptyText={t('admin.transactions.empty')}
      >
        <DataTable label={t('admin.transactions.title')} columns={columns} rows={list.items} rowKey={(x) => x.id} />
      </PagedListFrame>
    </div>
  );
}
