import { translate } from '../../../lib/i18n/i18n.ts';
import { recurringListSchema, type RecurringPlan } from '../../../contract/recurring-investments.ts';
import { api, callApi } from '../../../lib/api-client.ts';

/** GET /api/recurring-investments: the investor's plans, newest first, each with its latest runs. */
export async function getRecurringPlans(): Promise<RecurringPlan[]> {
  return (
    await callApi(() => api.get('recurring-investments').json(recurringListSchema), translate('recurring.error.load'))
  ).plans;
}
