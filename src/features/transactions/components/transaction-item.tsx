import { formatMoney } from '../../../contract/cents.ts';
import type { Transaction } from '../../../contract/transactions.ts';
import { DEFAULT_CURRENCY } from '../../../contract/wallet-types.ts';
import { SignedAmount } from '../../../components/money/signed-amount.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { STATUS_LABELS, TRANSACTION_TYPE_LABELS } from '../transaction-labels.ts';

const STATUS_STYLES: Record<Transaction['status'], string> = {
  completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  pending: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
  failed: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  reversed: 'bg-zinc-200 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100',
};

/** One transaction: what it was, its reference and date, status, and the signed amount. */
export function TransactionItem({ transaction: t, currency = DEFAULT_CURRENCY }: { transaction: Transaction; currency?: string }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-medium break-words">{t.description || TRANSACTION_TYPE_LABELS[t.type]}</span>
        <span className="text-xs text-zinc-600 dark:text-zinc-400">
          {TRANSACTION_TYPE_LABELS[t.type]} · <span className="font-mono">{t.reference}</span>
        </span>
        <time dateTime={t.createdAt} className="text-xs text-zinc-600 dark:text-zinc-400">
          {formatDateTime(t.createdAt)}
        </time>
      </div>
      <div className="flex flex-col items-end gap-1">
        <SignedAmount amount={t.amount} currency={currency} direction={t.direction} />
        {t.charge > 0 ? <span className="text-xs text-zinc-600 dark:text-zinc-400">Fee {formatMoney(t.charge, currency)}</span> : null}
        <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${STATUS_STYLES[t.status]}`}>{STATUS_LABELS[t.status]}</span>
      </div>
    </li>
  );
}
