import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { getJobs } from '../api/get-jobs.ts';
import { money } from '../terms-text.ts';

/** When the profit engine last ran and what it paid. */
export function EngineStatus() {
  const t = useT();
  // Read once: a new text per language would make the status load again on every switch.
  const [failed] = useState(() => t('schema.engine.error'));
  const { data, error, loading, reload } = useResource(getJobs, failed);
  if (error && !data) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!data) return <p role="status">{t('schema.engine.loading')}</p>;
  const job = data.jobs[0];
  const paid = job?.lastPaidRun;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        {t('schema.engine.every', { seconds: job?.everySeconds ?? 60 })}{' '}
        <strong>
          {job?.lastRun
            ? job.lastRun.error
              ? t('schema.engine.failedAt', { at: formatDateTime(job.lastRun.startedAt) })
              : formatDateTime(job.lastRun.startedAt)
            : t('schema.engine.never')}
        </strong>
      </p>
      <p>
        {t('schema.engine.lastPayout')}{' '}
        <strong>
          {paid
            ? t('schema.engine.payout', {
                at: formatDateTime(paid.startedAt),
                periods: paid.periodsPaid,
                amount: money(paid.amount),
                completed: paid.investmentsCompleted,
              })
            : t('schema.engine.noneYet')}
        </strong>
      </p>
      {job?.lastRun?.error ? <p className="text-danger">{job.lastRun.error}</p> : null}
      <SecondaryButton onClick={() => void reload()} disabled={loading} className="self-start">
        {loading ? t('schema.engine.refreshing') : t('schema.engine.refresh')}
      </SecondaryButton>
    </div>
  );
}
