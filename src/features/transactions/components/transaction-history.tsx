import { useCallback } from 'react';
import { TRANSACTION_TYPES, type TransactionType } from '../../../contract/transaction-types.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { PagedListFrame } from '../../../components/table/paged-list-frame.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getTransactions } from '../api/get-transactions.ts';
import { TRANSACTION_TYPE_LABELS } from '../transaction-labels.ts';
import { TransactionItem } from './transaction-item.tsx';
import { StaleNotice } from '../../../components/status/stale-notice.tsx';

export const TRANSACTIONS_PAGE_SIZE = 20;

function isTransactionType(value: string): value is TransactionType {
  return (TRANSACTION_TYPES as readonly string[]).includes(value);
}

type TransactionHistoryProps = {
  type: TransactionType | undefined;
  onTypeChange: (type: TransactionType | undefined) => void;
};

/** All transactions, newest first, filtered by type (kept in the URL by the route), paged with "Load more". */
export function TransactionHistory({ type, onTypeChange }: TransactionHistoryProps) {
  const t = useT();
  const typeOptions = [
    { value: '', label: t('transactions.type.all') },
    ...TRANSACTION_TYPES.map((value) => ({ value, label: t(TRANSACTION_TYPE_LABELS[value]) })),
  ];
  const loadPage = useCallback(
    (cursor: string | undefined) => getTransactions({ limit: TRANSACTIONS_PAGE_SIZE, cursor, type }),
    [type],
  );
  const list = usePagedList(loadPage, t('transactions.error.fetch'), { cacheKey: `transactions:${type ?? 'all'}` });

  return (
    <section className="flex flex-col gap-4">
      <SelectField
        label={t('transactions.type.label')}
        className="flex max-w-xs flex-col gap-1"
        value={type ?? ''}
        options={typeOptions}
        onChange={(event) => onTypeChange(isTransactionType(event.target.value) ? event.target.value : undefined)}
      />
      <PagedListFrame
        state={{ ...list, itemCount: list.items.length }}
        loadingText={t('transactions.loading')}
        emptyText={t('transactions.empty')}
        className="flex flex-col gap-4"
      >
        <StaleNotice state={list} />
        <ul aria-label={t('transactions.list')} className="divide-y divide-line">
          {list.items.map((t) => (
            <TransactionItem key={t.id} transaction={t} />
          ))}
        </ul>
      </PagedListFrame>
    </section>
  );
}
