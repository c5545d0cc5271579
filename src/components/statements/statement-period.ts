import { STATEMENT_MAX_DAYS } from '../../contract/statements.ts';

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

/** The same rules as the server, checked before asking: the field at fault and why, or nothing. */
export function periodProblem(
  p: StatementPeriod,
  now: Date = new Date(),
): { field: 'month' | 'from' | 'to'; message: string } | undefined {
  const today = now.toISOString().slice(0, 10);
  if (p.mode === 'month') {
    if (!/^\d{4}-\d{2}$/.test(p.month)) return { field: 'month', message: 'Choose a month' };
    return `${p.month}-01` > today ? { field: 'month', message: 'This month has not begun yet' } : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(p.from)) return { field: 'from', message: 'Choose the first day' };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(p.to)) return { field: 'to', message: 'Choose the last day' };
  if (p.from > today) return { field: 'from', message: 'The first day has not begun yet' };
  const days = (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 + 1;
  if (days < 1) return { field: 'to', message: 'The last day must be on or after the first day' };
  if (days > STATEMENT_MAX_DAYS)
    return { field: 'to', message: `A statement covers at most ${STATEMENT_MAX_DAYS} days` };
  return undefined;
}
