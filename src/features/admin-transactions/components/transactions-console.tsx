import { useCallback, useState } from 'react';
import type { AdminTransaction, AdminTransactionTotals } from '../../../contract/admin-transactions.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { DataTable, type Column } from '../../../components/table/data-table.tsx';
import { PagedListFrame } from '../../../components/table/paged-list-frame.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { downloadTransactionsCsv, EXPORT_FAILED } from '../api/download-transactions-csv.ts';
import {
  FETCH_ADMIN_TRANSACTIONS_FAILED,
  getAdminTransactions,
  type TransactionFilters,
} from '../api/get-admin-transactions.ts';
import { TransactionFilterForm } from './transaction-filters.tsx';
import { transactionStatusWord } from '../../../contract/status-words.ts';

const party = (name: string | null, id: string | null) => name ?? (id ? id.slice(0, 8) : '—');

const COLUMNS: Column<AdminTransaction>[] = [
  { header: 'Date', cell: (t) => formatDateTime(t.createdAt), nowrap: true },
  {
    header: 'Reference',
    cell: (t) => <span className="font-mono text-caption">{t.reference}</span>,
    nowrap: true,
    priority: 'low',
  },
  { header: 'Type', cell: (t) => t.type.replace(/_/g, ' '), nowrap: true },
  { header: 'User', cell: (t) => party(t.username, t.userId) },
  { header: 'Counterparty', cell: (t) => party(t.counterpartyUsername, t.counterpartyUserId), priority: 'low' },
  { header: 'Amount', cell: (t) => <span className="tabular-nums">{formatMoney(t.amount)}</span>, nowrap: true },
  {
    header: 'Charge',
    cell: (t) => <span className="tabular-nums">{formatMoney(t.charge)}</span>,
    nowrap: true,
    priority: 'low',
  },
  { header: 'Status', cell: (t) => transactionStatusWord(t.type, t.status), nowrap: true },
  {
    header: 'Description',
    cell: (t) => <span className="[overflow-wrap:anywhere]">{t.description}</span>,
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
  const list = usePagedList(loadPage, FETCH_ADMIN_TRANSACTIONS_FAILED);
  const exporter = useApiAction(() => downloadTransactionsCsv({ type, status, user, from, to }), {
    fallback: EXPORT_FAILED,
  });

  return (
    <div className="flex flex-col gap-4">
      <TransactionFilterForm filters={filters} onApply={onFilters} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm">
          {totals
            ? `${totals.count.toLocaleString('en-US')} transactions · amount ${formatMoney(totals.amount)} · charges ${formatMoney(totals.charge)}`
            : ' '}
        </p>
        <SecondaryButton onClick={() => void exporter.run()} disabled={exporter.pending}>
          {exporter.pending ? 'Exporting...' : 'Export CSV'}
        </SecondaryButton>
      </div>
      <PagedListFrame
        state={{ ...list, itemCount: list.items.length }}
        loadingText="Loading transactions..."
        emptyText="No transactions match these filters"
      >
        <DataTable label="Transactions" columns={COLUMNS} rows={list.items} rowKey={(t) => t.id} />
      </PagedListFrame>
    </div>
  );
}
