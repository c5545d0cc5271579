import { recurringListSchema, type RecurringPlan } from '../../../contract/recurring-investments.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const RECURRING_LOAD_FAILED = 'Failed to load your recurring plans';

/** GET /api/recurring-investments: the investor's plans, newest first, each with its latest runs. */
export async function getRecurringPlans(): Promise<RecurringPlan[]> {
  return (await callApi(() => api.get('recurring-investments').json(recurringListSchema), RECURRING_LOAD_FAILED)).plans;
}
