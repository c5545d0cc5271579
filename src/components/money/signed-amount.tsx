import { formatMoney } from '../../contract/cents.ts';

export type MoneyDirection = 'credit' | 'debit' | 'internal';

const STYLES: Record<MoneyDirection, { sign: string; className: string }> = {
  credit: { sign: '+', className: 'text-emerald-700 dark:text-emerald-400' },
  debit: { sign: '-', className: 'text-red-700 dark:text-red-400' },
  internal: { sign: '', className: '' },
};

/** Money in: green with "+"; money out: red with "-"; a move between own wallets: plain. */
export function SignedAmount({
  amount,
  currency,
  direction,
}: {
  amount: number;
  currency: string;
  direction: MoneyDirection;
}) {
  const { sign, className } = STYLES[direction];
  return (
    <span
      className={`font-semibold tabular-nums whitespace-nowrap ${className}`}
    >{`${sign}${formatMoney(Math.abs(amount), currency)}`}</span>
  );
}
