import { yearlySummarySchema, type YearlySummary } from '../../../contract/statements.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const yearlyFailed = (): string => translate('statements.error.yearly');

/** GET /api/statements/yearly: deposits, withdrawals, profit, referral income, bonuses and fees per year. */
export function getYearlySummary(): Promise<YearlySummary> {
  return callApi(async () => {
    const parsed = yearlySummarySchema.safeParse(await api.get('statements/yearly').json());
    if (!parsed.success) throw new ApiError(yearlyFailed(), { code: 'INVALID_RESPONSE' });
    return parsed.data;
  }, yearlyFailed());
}
