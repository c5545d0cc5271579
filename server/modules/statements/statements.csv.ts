import type { YearlySummary } from '../../../src/contract/statements.ts';
import type { StatementData } from './statements.service.ts';
import { csvCell } from '../../lib/csv-cell.ts';

/** Exact decimal text of integer cents ("1234.50"): no float arithmetic, no thousands separators. */
export function centsText(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const row = (cells: string[]): string => cells.map(csvCell).join(',');
/** Amount cells are written as they are: "-1.00" must stay a number, and no text reaches them. */
const amountRow = (cells: string[], amounts: number[]): string =>
  [...cells.map(csvCell), ...amounts.map(centsText)].join(',');

export const STATEMENT_COLUMNS = ['Date (UTC)', 'Reference', 'Type', 'Description', 'In', 'Out', 'Fee', 'Balance'];

/**
 * A statement as CSV: a short heading block (who, which wallet, which period, the totals), a
 * blank line, then one table whose first row is the opening balance and whose last row is the
 * closing balance, so a spreadsheet can check opening + in - out - fees = closing itself.
 */
export function statementCsv(s: StatementData): string {
  const head = [
    row(['Platform', s.platform]),
    row(['Account holder', `${s.holder.name} (${s.holder.email})`]),
    row(['Wallet', `${s.wallet.name} (${s.wallet.currency})`]),
    row(['Period', `${s.period.from} to ${s.period.to} (UTC)`]),
    amountRow(['Opening balance'], [s.openingCents]),
    amountRow(['Total in'], [s.inCents]),
    amountRow(['Total out'], [s.outCents]),
    amountRow(['Fees'], [s.feeCents]),
    amountRow(['Closing balance'], [s.closingCents]),
    row(['Generated', s.generatedAt.toISOString()]),
  ];
  const table = [
    row(STATEMENT_COLUMNS),
    amountRow([s.period.start.toISOString(), '', '', 'Opening balance', '', '', ''], [s.openingCents]),
    ...s.lines.map((l) =>
      amountRow([l.date, l.reference, l.type, l.description], [l.inCents, l.outCents, l.feeCents, l.balanceCents]),
    ),
    amountRow([s.period.end.toISOString(), '', '', 'Closing balance', '', '', ''], [s.closingCents]),
  ];
  return `${[...head, '', ...table].join('\r\n')}\r\n`;
}

export const YEARLY_COLUMNS = [
  'Year',
  'Deposits',
  'Withdrawals',
  'Profit earned',
  'Referral income',
  'Bonuses',
  'Fees paid',
];

const cents = (n: number): number => Math.round(n * 100);

export function yearlyCsv(y: YearlySummary): string {
  const lines = [
    row(['Platform', y.platform]),
    row(['Account holder', `${y.holder.name} (${y.holder.email})`]),
    row(['Currency', y.currency]),
    row(['Years', 'calendar years, UTC']),
    '',
    row(YEARLY_COLUMNS),
    ...y.years.map((r) =>
      amountRow(
        [String(r.year)],
        [r.deposits, r.withdrawals, r.profitEarned, r.referralIncome, r.bonuses, r.feesPaid].map(cents),
      ),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
