import { monthReportSchema, type MonthReport } from '../../../contract/admin-reports.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const monthReportFailed = (): string => translate('admin.reports.error.month');

/** GET /api/admin/reports/monthly?month=YYYY-MM. */
export function getMonthReport(month: string): Promise<MonthReport> {
  return callApi(async () => {
    const parsed = monthReportSchema.safeParse(
      await api.get('admin/reports/monthly', { searchParams: { month } }).json(),
    );
    if (!parsed.success) throw new ApiError(monthReportFailed(), { code: 'INVALID_RESPONSE' });
    return parsed.data;
  }, monthReportFailed());
}
