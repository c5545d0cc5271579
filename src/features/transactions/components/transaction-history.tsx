import { useCallback } from 'react';
import { TRANSACTION_TYPES, type TransactionType } from '../../../contract/transaction-types.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { PagedListFrame } from '../../../components/table/paged-list-frame.tsx';
import { DEFAULTS } from '../../../lib/messages.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getTransactions } from '../api/get-transactions.ts';
import { TRANSACTION_TYPE_LABELS } from '../transaction-labels.ts';
import { TransactionItem } from './transaction-item.tsx';
import { StaleNotice } from '../../../components/status/stale-notice.tsx';

export const TRANSACTIONS_PAGE_SIZE = 20;

const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...TRANSACTION_TYPES.map((type) => ({ value: type, label: TRANSACTION_TYPE_LABELS[type] })),
];

function isTransactionType(value: string): value is TransactionType {
  return (TRANSACTION_TYPES as readonly string[]).includes(value);
}

type TransactionHistoryProps = {
  type: TransactionType | undefined;
  onTypeChange: (type: TransactionType | undefined) => void;
};

/** All transactions, newest first, filtered by type (kept in the URL by the route), paged with "Load more". */
export function TransactionHistory({ type, onTypeChange }: TransactionHistoryProps) {
  const loadPage = useCallback(
    (cursor: string | undefined) => getTransactions({ limit: TRANSACTIONS_PAGE_SIZE, cursor, type }),
    [type],
  );
  const list = usePagedList(loadPage, DEFAULTS.fetchTransactions, { cacheKey: `transactions:${type ?? 'all'}` });

  return (
    <section className="flex flex-col gap-4">
      <SelectField
        label="Type"
        className="flex max-w-xs flex-col gap-1"
        value={type ?? ''}
        options={TYPE_OPTIONS}
        onChange={(event) => onTypeChange(isTransactionType(event.target.value) ? event.target.value : undefined)}
      />
      <PagedListFrame
        state={{ ...list, itemCount: list.items.length }}
        loadingText="Loading transactions..."
        emptyText="No transactions yet"
        className="flex flex-col gap-4"
      >
        <StaleNotice state={list} />
        <ul aria-label="Transactions" className="divide-y divide-line">
          {list.items.map((t) => (
            <TransactionItem key={t.id} transaction={t} />
          ))}
        </ul>
      </PagedListFrame>
    </section>
  );
}
