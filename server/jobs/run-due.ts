import type { Deps } from '../lib/context.ts';
import { runDueAlerts, type AlertsReport } from '../modules/alerts/alerts.check.ts';
import { runDueRecurring, type RecurringReport } from '../modules/recurring/recurring.run.ts';
import type { Job } from './job.ts';
import { distributeProfits, type EngineReport } from './profit-engine.ts';

export type DueReport = { recurring: RecurringReport; profits: EngineReport; alerts: AlertsReport };

/**
 * Every time-driven job up to `until`, in the order their effects feed each other: recurring runs
 * (new investments), then profit periods and maturities (the engine's own entry, as
 * distribute-profits), then alerts (which read the balances and investments the others left).
 */
export async function runDue(deps: Deps, until: Date): Promise<DueReport> {
  const recurring = await runDueRecurring(deps, until);
  const profits = await distributeProfits(deps, until);
  const alerts = await runDueAlerts(deps, until);
  return { recurring, profits, alerts };
}

/** The scheduler's recurring runs: every minute, what is due by now. */
export const recurringJob: Job = {
  name: 'recurring-investments',
  everyMs: 60_000,
  run: async (deps) => void (await runDueRecurring(deps, deps.now())),
};

/** The scheduler's alerts: every minute, maturities and levels crossed by now. */
export const alertsJob: Job = {
  name: 'alerts',
  everyMs: 60_000,
  run: async (deps) => void (await runDueAlerts(deps, deps.now())),
};
