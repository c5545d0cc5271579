import { yearlySummarySchema, type YearlySummary } from '../../../contract/statements.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

export const YEARLY_FAILED = 'Failed to load the yearly summary';

/** GET /api/statements/yearly: deposits, withdrawals, profit, referral income, bonuses and fees per year. */
export function getYearlySummary(): Promise<YearlySummary> {
  return callApi(async () => {
    const parsed = yearlySummarySchema.safeParse(await api.get('statements/yearly').json());
    if (!parsed.success) throw new ApiError(YEARLY_FAILED, { code: 'INVALID_RESPONSE' });
    return parsed.data;
  }, YEARLY_FAILED);
}
