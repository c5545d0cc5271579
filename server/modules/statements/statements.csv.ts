import type { Locale } from '../../../src/contract/locales.ts';
import type { YearlySummary } from '../../../src/contract/statements.ts';
import { translate } from '../../i18n/translate.ts';
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

const STATEMENT_COLUMN_IDS = ['date', 'reference', 'type', 'description', 'in', 'out', 'fee', 'balance'];

/** The statement table's header row in `locale` (English: Date (UTC),Reference,Type,...). */
export const statementColumns = (locale: Locale): string[] =>
  STATEMENT_COLUMN_IDS.map((id) => translate(locale, `documents.statement.column.${id}`));

/**
 * A statement as CSV: a short heading block (who, which wallet, which period, the totals), a
 * blank line, then one table whose first row is the opening balance and whose last row is the
 * closing balance, so a spreadsheet can check opening + in - out - fees = closing itself.
 * Labels and headers are in the holder's language; the values a spreadsheet reads (ISO times and
 * days, amounts with a dot, references, types) stay machine-readable in every language.
 */
export function statementCsv(s: StatementData): string {
  const t = (id: string, values?: Record<string, string>) => translate(s.locale, `documents.${id}`, values);
  const opening = t('statement.openingBalance');
  const closing = t('statement.closingBalance');
  const head = [
    row([t('csv.platform'), s.platform]),
    row([t('csv.holder'), `${s.holder.name} (${s.holder.email})`]),
    row([t('csv.wallet'), `${t(`wallet.${s.wallet.type}`)} (${s.wallet.currency})`]),
    row([t('csv.period'), t('csv.periodValue', { from: s.period.from, to: s.period.to })]),
    amountRow([opening], [s.openingCents]),
    amountRow([t('statement.totalIn')], [s.inCents]),
    amountRow([t('statement.totalOut')], [s.outCents]),
    amountRow([t('statement.fees')], [s.feeCents]),
    amountRow([closing], [s.closingCents]),
    row([t('csv.generated'), s.generatedAt.toISOString()]),
  ];
  const table = [
    row(statementColumns(s.locale)),
    amountRow([s.period.start.toISOString(), '', '', opening, '', '', ''], [s.openingCents]),
    ...s.lines.map((l) =>
      amountRow([l.date, l.reference, l.type, l.description], [l.inCents, l.outCents, l.feeCents, l.balanceCents]),
    ),
    amountRow([s.period.end.toISOString(), '', '', closing, '', '', ''], [s.closingCents]),
  ];
  return `${[...head, '', ...table].join('\r\n')}\r\n`;
}

const YEARLY_COLUMN_IDS = ['year', 'deposits', 'withdrawals', 'profit', 'referral', 'bonuses', 'fees'];

const cents = (n: number): number => Math.round(n * 100);

export function yearlyCsv(y: YearlySummary, locale: Locale): string {
  const t = (id: string) => translate(locale, `documents.${id}`);
  const lines = [
    row([t('csv.platform'), y.platform]),
    row([t('csv.holder'), `${y.holder.name} (${y.holder.email})`]),
    row([t('csv.currency'), y.currency]),
    row([t('csv.years'), t('csv.yearsValue')]),
    '',
    row(YEARLY_COLUMN_IDS.map((id) => t(`yearly.column.${id}`))),
    ...y.years.map((r) =>
      amountRow(
        [String(r.year)],
        [r.deposits, r.withdrawals, r.profitEarned, r.referralIncome, r.bonuses, r.feesPaid].map(cents),
      ),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
