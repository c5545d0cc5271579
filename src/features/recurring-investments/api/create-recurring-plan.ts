import { translate } from '../../../lib/i18n/i18n.ts';
import {
  recurringOneSchema,
  type RecurringCreate,
  type RecurringPlan,
} from '../../../contract/recurring-investments.ts';
import { api, callApi } from '../../../lib/api-client.ts';

/** POST /api/recurring-investments: 400/422 name the field (amount out of the plan's range, start in the past). */
export async function createRecurringPlan(body: RecurringCreate): Promise<RecurringPlan> {
  return (
    await callApi(
      () => api.post('recurring-investments', { json: body }).json(recurringOneSchema),
      translate('recurring.error.start'),
    )
  ).plan;
}
