import { yearlySummarySchema, type YearlySummary } from '../../../contract/statements.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

export const USER_YEARLY_FAILED = "Failed to load the user's yearly summary";

/** GET /api/admin/users/{id}/statements/yearly. */
export function getUserYearly(userId: string): Promise<YearlySummary> {
  return callApi(async () => {
    const parsed = yearlySummarySchema.safeParse(
      await api.get(`admin/users/${encodeURIComponent(userId)}/statements/yearly`).json(),
    );
    if (!parsed.success) throw new ApiError(USER_YEARLY_FAILED, { code: 'INVALID_RESPONSE' });
    return parsed.data;
  }, USER_YEARLY_FAILED);
}
