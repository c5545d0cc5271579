import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { DEFAULTS } from '../../../lib/messages.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { getJobs } from '../api/get-jobs.ts';
import { money } from '../terms-text.ts';

/** When the profit engine last ran and what it paid. */
export function EngineStatus() {
  const { data, error, loading, reload } = useResource(getJobs, DEFAULTS.fetchJobs);
  if (error && !data) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!data) return <p role="status">Loading engine status...</p>;
  const job = data.jobs[0];
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        Runs every {job?.everySeconds ?? 60} s. Last run:{' '}
        <strong>
          {job?.lastRun ? `${formatDateTime(job.lastRun.startedAt)}${job.lastRun.error ? ' (failed)' : ''}` : 'never'}
        </strong>
      </p>
      <p>
        Last payout:{' '}
        <strong>
          {job?.lastPaidRun
            ? `${formatDateTime(job.lastPaidRun.startedAt)}: ${job.lastPaidRun.periodsPaid} periods, ${money(job.lastPaidRun.amount)}, ${job.lastPaidRun.investmentsCompleted} completed`
            : 'none yet'}
        </strong>
      </p>
      {job?.lastRun?.error ? <p className="text-danger">{job.lastRun.error}</p> : null}
      <SecondaryButton onClick={() => void reload()} disabled={loading} className="self-start">
        {loading ? 'Refreshing...' : 'Refresh'}
      </SecondaryButton>
    </div>
  );
}
