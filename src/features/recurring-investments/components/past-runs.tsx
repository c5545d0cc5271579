import { formatMoney } from '../../../contract/cents.ts';
import { formatLocalDateTime } from '../../../contract/date-time.ts';
import type { RecurringRun } from '../../../contract/recurring-investments.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

/** The latest runs of one plan as a list: when, how much, invested or skipped and why. */
export function PastRuns({ runs, planName }: { runs: RecurringRun[]; planName: string }) {
  const t = useT();
  if (runs.length === 0) return <p className="text-sm text-fg-muted">{t('recurring.noRuns')}</p>;
  return (
    <ul
      aria-label={t('recurring.pastRunsOf', { name: planName })}
      className="flex flex-col divide-y divide-line text-sm"
    >
      {runs.map((run) => (
        <li key={run.id} className="flex flex-wrap justify-between gap-x-3 gap-y-1 py-2">
          <span>{formatLocalDateTime(run.dueAt)}</span>
          <span className="font-medium">{formatMoney(run.amount)}</span>
          <span className={run.outcome === 'invested' ? 'text-success' : 'text-danger'}>
            {run.outcome === 'invested'
              ? t('recurring.invested')
              : t('recurring.skipped', { reason: run.reason ?? t('recurring.couldNotInvest') })}
          </span>
        </li>
      ))}
    </ul>
  );
}
