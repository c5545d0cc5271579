import { useCallback } from 'react';
import type { RecurringPlan } from '../../../contract/recurring-investments.ts';
import { Panel } from '../../../components/panel.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { getPlanSchemas } from '../api/get-plan-schemas.ts';
import { getRecurringPlans, RECURRING_LOAD_FAILED } from '../api/get-recurring-plans.ts';
import { PlanCard } from './plan-card.tsx';
import { RecurringForm } from './recurring-form.tsx';

const loadPage = async () => {
  const [plans, schemas] = await Promise.all([getRecurringPlans(), getPlanSchemas()]);
  return { plans, schemas };
};

/** The Recurring page: start a plan, then each plan with pause, resume, stop and its past runs. */
export function RecurringPage() {
  const { data, error, reload, setData } = useResource(loadPage, RECURRING_LOAD_FAILED);
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
        Loading recurring plans...
      </p>
    );
  const open = data.plans.filter((p) => p.status !== 'stopped');
  const stopped = data.plans.filter((p) => p.status === 'stopped');
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <Panel title="New recurring plan">
        {data.schemas.length === 0 ? (
          <p className="text-sm text-fg-muted">No plans are on offer right now.</p>
        ) : (
          <RecurringForm schemas={data.schemas} onCreated={replace} />
        )}
      </Panel>
      <Panel title="Your recurring plans">
        {open.length === 0 ? (
          <p className="text-sm text-fg-muted">
            You have no recurring plans yet. Start one to invest the same amount every day, week or month.
          </p>
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
              Stopped plans ({stopped.length})
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
