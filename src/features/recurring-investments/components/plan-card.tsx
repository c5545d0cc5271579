import { useId, useState } from 'react';
import { formatMoney } from '../../../contract/cents.ts';
import { formatLocalDateTime } from '../../../contract/date-time.ts';
import type { RecurringPlan } from '../../../contract/recurring-investments.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { DangerButton } from '../../../components/form/danger-button.tsx';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { stopRecurringPlan } from '../api/stop-recurring-plan.ts';
import { updateRecurringPlan } from '../api/update-recurring-plan.ts';
import { PastRuns } from './past-runs.tsx';
import { EVERY_WORDS } from './recurring-form.tsx';

const STATUS_WORDS = {
  active: 'recurring.status.active',
  paused: 'recurring.status.paused',
  stopped: 'recurring.status.stopped',
} as const;

/** One plan: what it invests and when next, pause or resume, stop (after a confirmation), its past runs. */
export function PlanCard({ plan, onChanged }: { plan: RecurringPlan; onChanged: (plan: RecurringPlan) => void }) {
  const t = useT();
  const headingId = useId();
  const [confirmStop, setConfirmStop] = useState(false);
  const toggle = useApiAction(updateRecurringPlan, { fallback: t('recurring.error.change') });
  const stop = useApiAction(stopRecurringPlan, { fallback: t('recurring.error.stop'), toastErrors: false });
  const [stopError, setStopError] = useState<string | null>(null);
  const title = t('recurring.planTitle', { amount: formatMoney(plan.amount), name: plan.schemaName });

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
        <span className="text-sm font-medium">{t(STATUS_WORDS[plan.status])}</span>
      </div>
      <p className="text-sm text-fg-muted">
        {plan.walletType === 'main'
          ? t('recurring.fromMain', { every: t(EVERY_WORDS[plan.every]) })
          : t('recurring.fromProfit', { every: t(EVERY_WORDS[plan.every]) })}{' '}
        {plan.status === 'active' && plan.nextRunAt
          ? t('recurring.nextRun', { at: formatLocalDateTime(plan.nextRunAt) })
          : null}
        {plan.status === 'paused' && plan.pausedReason ? `${plan.pausedReason}.` : null}
      </p>
      {plan.status !== 'stopped' ? (
        <div className="flex flex-wrap gap-2">
          <SecondaryButton onClick={() => void onToggle()} disabled={toggle.pending} aria-describedby={headingId}>
            {plan.status === 'active' ? t('recurring.pause') : t('recurring.resume')}
          </SecondaryButton>
          <DangerButton onClick={() => setConfirmStop(true)} aria-describedby={headingId}>
            {t('recurring.stop')}
          </DangerButton>
        </div>
      ) : null}
      <details>
        <summary className="min-h-tap cursor-pointer py-2 text-sm font-medium">
          {t('recurring.pastRuns', { count: plan.runs.length })}
        </summary>
        <PastRuns runs={plan.runs} planName={title} />
      </details>
      {confirmStop ? (
        <ConfirmDialog
          title={t('recurring.stopTitle')}
          rows={[
            { label: t('recurring.plan'), value: plan.schemaName },
            { label: t('recurring.amount'), value: formatMoney(plan.amount) },
            { label: t('recurring.howOften'), value: t(EVERY_WORDS[plan.every]) },
          ]}
          confirmLabel={t('recurring.stopPlan')}
          pendingLabel={t('recurring.stopping')}
          tone="danger"
          pending={stop.pending}
          error={stopError}
          onConfirm={() => void onStop()}
          onCancel={() => {
            setConfirmStop(false);
            setStopError(null);
          }}
        >
          <p className="text-sm">{t('recurring.stopExplain')}</p>
        </ConfirmDialog>
      ) : null}
    </article>
  );
}
