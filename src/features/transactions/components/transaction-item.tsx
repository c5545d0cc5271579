import { formatMoney } from '../../../contract/cents.ts';
import type { Transaction } from '../../../contract/transaction-shape.ts';
import { DEFAULT_CURRENCY } from '../../../contract/wallet-types.ts';
import { SignedAmount } from '../../../components/money/signed-amount.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { STATUS_WORD_IDS, TRANSACTION_TYPE_LABELS } from '../transaction-labels.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { transactionStatusWord } from '../../../contract/status-words.ts';

const STATUS_STYLES: Record<Transaction['status'], string> = {
  completed: 'bg-success-soft text-success',
  pending: 'bg-warning-soft text-warning',
  failed: 'bg-danger-soft text-danger',
  reversed: 'bg-surface-2 text-fg',
};

/**
 * The amount to headline: money in shows what reached the wallet (a 300.00 deposit with a 1.00
 * fee shows +299.00), money out what was sent or invested, with the fee beside it.
 */
function shownAmount(t: Transaction): number {
  if (t.direction === 'credit' && t.net !== undefined && t.net > 0) return t.net;
  return t.amount;
}

/** One transaction: what it was, its reference and date, status, and the signed amount. */
export function TransactionItem({
  transaction: t,
  currency = DEFAULT_CURRENCY,
}: {
  transaction: Transaction;
  currency?: string;
}) {
  const tr = useT();
  const amount = shownAmount(t);
  const typeName = tr(TRANSACTION_TYPE_LABELS[t.type]);
  const word = transactionStatusWord(t.type, t.status);
  const wordId = STATUS_WORD_IDS[word];
  const netOfFee = t.direction === 'credit' && t.charge > 0 && amount !== t.amount;
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
      <div className="flex min-w-48 flex-1 flex-col gap-0.5">
        <span className="font-medium break-words">{t.description || typeName}</span>
        <span className="text-caption text-fg-muted">
          {typeName} · <span className="font-mono [overflow-wrap:anywhere]">{t.reference}</span>
        </span>
        <time dateTime={t.createdAt} className="text-caption text-fg-muted nowrap-value">
          {formatDateTime(t.createdAt)}
        </time>
      </div>
      <div className="ml-auto flex flex-col items-end gap-1 text-right">
        <SignedAmount amount={amount} currency={currency} direction={t.direction} />
        {t.charge > 0 ? (
          <span className="text-caption text-fg-muted nowrap-value">
            {netOfFee
              ? tr('transactions.lessFee', {
                  amount: formatMoney(t.amount, currency),
                  fee: formatMoney(t.charge, currency),
                })
              : tr('transactions.fee', { fee: formatMoney(t.charge, currency) })}
          </span>
        ) : null}
        <span className={`rounded px-1.5 py-0.5 text-caption font-medium ${STATUS_STYLES[t.status]}`}>
          {wordId ? tr(wordId) : word}
        </span>
      </div>
    </li>
  );
}
