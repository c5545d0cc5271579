import { translate } from '../../../lib/i18n/i18n.ts';
import {
  recurringOneSchema,
  type RecurringPlan,
  type RecurringUpdate,
} from '../../../contract/recurring-investments.ts';
import { api, callApi } from '../../../lib/api-client.ts';

/** PUT /api/recurring-investments/{id}: amount, period, pause (`paused: true`) or resume. */
export async function updateRecurringPlan(id: string, body: RecurringUpdate): Promise<RecurringPlan> {
  return (
    await callApi(
      () => api.put(`recurring-investments/${id}`, { json: body }).json(recurringOneSchema),
      translate('recurring.error.change'),
    )
  ).plan;
}
