import { useId, useState } from 'react';
import { formatMoney } from '../../../contract/cents.ts';
import { formatLocalDateTime } from '../../../contract/date-time.ts';
import type { RecurringPlan } from '../../../contract/recurring-investments.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { DangerButton } from '../../../components/form/danger-button.tsx';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { stopRecurringPlan } from '../api/stop-recurring-plan.ts';
import { updateRecurringPlan } from '../api/update-recurring-plan.ts';
import { PastRuns } from './past-runs.tsx';
import { EVERY_WORDS } from './recurring-form.tsx';

const STATUS_WORDS = { active: 'Active', paused: 'Paused', stopped: 'Stopped' } as const;

/** One plan: what it invests and when next, pause or resume, stop (after a confirmation), its past runs. */
export function PlanCard({ plan, onChanged }: { plan: RecurringPlan; onChanged: (plan: RecurringPlan) => void }) {
  const headingId = useId();
  const [confirmStop, setConfirmStop] = useState(false);
  const toggle = useApiAction(updateRecurringPlan, { fallback: 'Failed to change the recurring plan' });
  const stop = useApiAction(stopRecurringPlan, { fallback: 'Failed to stop the recurring plan', toastErrors: false });
  const [stopError, setStopError] = useState<string | null>(null);
  const title = `${formatMoney(plan.amount)} into ${plan.schemaName}`;

  async function onToggle() {
    const result = await toggle.run(plan.id, { paused: plan.status === 'active' });
    if (result.ok) onChanged(result.data);
  }

  async function onStop() {
    const result = await stop.run(plan.id);
    if (result.ok) {
      setConfirmStop(false);
      onChanged(result.data);
    } else setStopError(result.error.message);
  }

  return (
    <article aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        <span className="text-sm font-medium">{STATUS_WORDS[plan.status]}</span>
      </div>
      <p className="text-sm text-fg-muted">
        {EVERY_WORDS[plan.every]} from the {plan.walletType === 'main' ? 'Main' : 'Profit'} Wallet.{' '}
        {plan.status === 'active' && plan.nextRunAt ? `Next run ${formatLocalDateTime(plan.nextRunAt)}.` : null}
        {plan.status === 'paused' && plan.pausedReason ? `${plan.pausedReason}.` : null}
      </p>
      {plan.status !== 'stopped' ? (
        <div className="flex flex-wrap gap-2">
          <SecondaryButton onClick={() => void onToggle()} disabled={toggle.pending} aria-describedby={headingId}>
            {plan.status === 'active' ? 'Pause' : 'Resume'}
          </SecondaryButton>
          <DangerButton onClick={() => setConfirmStop(true)} aria-describedby={headingId}>
            Stop
          </DangerButton>
        </div>
      ) : null}
      <details>
        <summary className="min-h-tap cursor-pointer py-2 text-sm font-medium">Past runs ({plan.runs.length})</summary>
        <PastRuns runs={plan.runs} planName={title} />
      </details>
      {confirmStop ? (
        <ConfirmDialog
          title="Stop this recurring plan?"
          rows={[
            { label: 'Plan', value: plan.schemaName },
            { label: 'Amount', value: formatMoney(plan.amount) },
            { label: 'How often', value: EVERY_WORDS[plan.every] },
          ]}
          confirmLabel="Stop plan"
          pendingLabel="Stopping..."
          tone="danger"
          pending={stop.pending}
          error={stopError}
          onConfirm={() => void onStop()}
          onCancel={() => {
            setConfirmStop(false);
            setStopError(null);
          }}
        >
          <p className="text-sm">No more runs will invest. Investments it already made keep running.</p>
        </ConfirmDialog>
      ) : null}
    </article>
  );
}
