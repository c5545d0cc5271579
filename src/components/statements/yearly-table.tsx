import { formatMoney } from '../../contract/cents.ts';
import type { YearlySummary } from '../../contract/statements.ts';
import { useT } from '../../lib/i18n/use-t.ts';

const COLUMNS = [
  ['deposits', 'statements.yearly.deposits'],
  ['withdrawals', 'statements.yearly.withdrawals'],
  ['profitEarned', 'statements.yearly.profitEarned'],
  ['referralIncome', 'statements.yearly.referralIncome'],
  ['bonuses', 'statements.yearly.bonuses'],
  ['feesPaid', 'statements.yearly.feesPaid'],
] as const;

/**
 * The yearly summary: one card per year on a phone, a table with a column per figure from 40rem
 * of its own width. Amounts never wrap.
 */
export function YearlyTable({ summary }: { summary: YearlySummary }) {
  const t = useT();
  if (summary.years.length === 0) return <p className="text-sm text-fg-muted">{t('statements.yearly.none')}</p>;
  const money = (n: number) => formatMoney(n, summary.currency);
  return (
    <div className="@container min-w-0">
      <ul aria-label={t('statements.yearly.years')} className="flex flex-col gap-3 @min-[40rem]:hidden">
        {summary.years.map((y) => (
          <li key={y.year} className="rounded-md border border-line p-3">
            <p className="font-semibold">{y.year}</p>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {COLUMNS.map(([key, label]) => (
                <div key={key} className="contents">
                  <dt className="text-fg-muted">{t(label)}</dt>
                  <dd className="text-right tabular-nums whitespace-nowrap">{money(y[key])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-sm @min-[40rem]:table">
        <caption className="sr-only">{t('statements.yearly.caption')}</caption>
        <thead>
          <tr className="border-b border-line text-left">
            <th scope="col" className="py-2 pr-3">
              {t('statements.yearly.year')}
            </th>
            {COLUMNS.map(([key, label]) => (
              <th key={key} scope="col" className="py-2 pl-3 text-right">
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.years.map((y) => (
            <tr key={y.year} className="border-b border-line">
              <th scope="row" className="py-2 pr-3 text-left font-semibold">
                {y.year}
              </th>
              {COLUMNS.map(([key]) => (
                <td key={key} className="py-2 pl-3 text-right tabular-nums whitespace-nowrap">
                  {money(y[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
