import { yearlySummarySchema, type YearlySummary } from '../../../contract/statements.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const userYearlyFailed = (): string => translate('admin.reports.error.userYearly');

/** GET /api/admin/users/{id}/statements/yearly. */
export function getUserYearly(userId: string): Promise<YearlySummary> {
  return callApi(async () => {
    const parsed = yearlySummarySchema.safeParse(
      await api.get(`admin/users/${encodeURIComponent(userId)}/statements/yearly`).json(),
    );
    if (!parsed.success) throw new ApiError(userYearlyFailed(), { code: 'INVALID_RESPONSE' });
    return parsed.data;
  }, userYearlyFailed());
}
