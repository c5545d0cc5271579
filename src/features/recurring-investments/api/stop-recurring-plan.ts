import { translate } from '../../../lib/i18n/i18n.ts';
import { recurringOneSchema, type RecurringPlan } from '../../../contract/recurring-investments.ts';
import { api, callApi } from '../../../lib/api-client.ts';

/** DELETE /api/recurring-investments/{id}: stops the plan for good; its past runs stay. */
export async function stopRecurringPlan(id: string): Promise<RecurringPlan> {
  return (
    await callApi(
      () => api.delete(`recurring-investments/${id}`).json(recurringOneSchema),
      translate('recurring.error.stop'),
    )
  ).plan;
}
