import { useCallback, useState } from 'react';
import type { RecurringPlan } from '../../../contract/recurring-investments.ts';
import { Panel } from '../../../components/panel.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { getPlanSchemas } from '../api/get-plan-schemas.ts';
import { getRecurringPlans } from '../api/get-recurring-plans.ts';
import { PlanCard } from './plan-card.tsx';
import { RecurringForm } from './recurring-form.tsx';

const loadPage = async () => {
  const [plans, schemas] = await Promise.all([getRecurringPlans(), getPlanSchemas()]);
  return { plans, schemas };
};

/** The Recurring page: start a plan, then each plan with pause, resume, stop and its past runs. */
export function RecurringPage() {
  const t = useT();
  // Read once: a new text per language would make the page load again on every switch.
  const [failed] = useState(() => t('recurring.error.load'));
  const { data, error, reload, setData } = useResource(loadPage, failed);
  const replace = useCallback(
    (plan: RecurringPlan) =>
      setData((d) => ({
        schemas: d?.schemas ?? [],
        plans: [plan, ...(d?.plans ?? []).filter((p) => p.id !== plan.id)].sort(byNewest),
      })),
    [setData],
  );

  if (error) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!data)
    return (
      <p role="status" className="text-sm text-fg-muted">
        {t('recurring.loading')}
      </p>
    );
  const open = data.plans.filter((p) => p.status !== 'stopped');
  const stopped = data.plans.filter((p) => p.status === 'stopped');
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <Panel title={t('recurring.newPlan')}>
        {data.schemas.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('recurring.noneOnOffer')}</p>
        ) : (
          <RecurringForm schemas={data.schemas} onCreated={replace} />
        )}
      </Panel>
      <Panel title={t('recurring.yourPlans')}>
        {open.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('recurring.empty')}</p>
        ) : (
          <div className="flex flex-col gap-3">
            {open.map((plan) => (
              <PlanCard key={plan.id} plan={plan} onChanged={replace} />
            ))}
          </div>
        )}
        {stopped.length > 0 ? (
          <details>
            <summary className="min-h-tap cursor-pointer py-2 text-sm font-medium">
              {t('recurring.stoppedPlans', { count: stopped.length })}
            </summary>
            <div className="flex flex-col gap-3">
              {stopped.map((plan) => (
                <PlanCard key={plan.id} plan={plan} onChanged={replace} />
              ))}
            </div>
          </details>
        ) : null}
      </Panel>
    </div>
  );
}

const byNewest = (a: RecurringPlan, b: RecurringPlan) => b.createdAt.localeCompare(a.createdAt);
