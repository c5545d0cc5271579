import { STATEMENT_MAX_DAYS } from '../../contract/statements.ts';
import { translate } from '../../lib/i18n/i18n.ts';

/** The statement a user picks: a wallet, and a calendar month or a custom range of days (UTC). */
export type StatementPeriod = {
  wallet: 'main' | 'profit';
  mode: 'month' | 'range';
  month: string;
  from: string;
  to: string;
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The current month to date: a new investor's first statement shows what they did so far, where
 * last month would be empty. Its first day to today is the custom range.
 */
export function defaultPeriod(now: Date = new Date()): StatementPeriod {
  const month = `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}`;
  return { wallet: 'main', mode: 'month', month, from: `${month}-01`, to: now.toISOString().slice(0, 10) };
}

/** The query the statement endpoints take. */
export function periodQuery(p: StatementPeriod): Record<string, string> {
  return p.mode === 'month' ? { wallet: p.wallet, month: p.month } : { wallet: p.wallet, from: p.from, to: p.to };
}

/** The same rules as the server, checked before asking: the field at fault and why (in the reader's language), or nothing. */
export function periodProblem(
  p: StatementPeriod,
  now: Date = new Date(),
): { field: 'month' | 'from' | 'to'; message: string } | undefined {
  const today = now.toISOString().slice(0, 10);
  if (p.mode === 'month') {
    if (!/^\d{4}-\d{2}$/.test(p.month)) return { field: 'month', message: translate('statements.problem.chooseMonth') };
    return `${p.month}-01` > today
      ? { field: 'month', message: translate('statements.problem.monthNotBegun') }
      : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(p.from))
    return { field: 'from', message: translate('statements.problem.chooseFirstDay') };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(p.to)) return { field: 'to', message: translate('statements.problem.chooseLastDay') };
  if (p.from > today) return { field: 'from', message: translate('statements.problem.firstDayNotBegun') };
  const days = (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 + 1;
  if (days < 1) return { field: 'to', message: translate('statements.problem.lastBeforeFirst') };
  if (days > STATEMENT_MAX_DAYS)
    return { field: 'to', message: translate('statements.problem.tooLong', { count: STATEMENT_MAX_DAYS }) };
  return undefined;
}
