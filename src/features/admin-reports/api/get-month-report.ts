import { monthReportSchema, type MonthReport } from '../../../contract/admin-reports.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

export const MONTH_REPORT_FAILED = 'Failed to load the month report';

/** GET /api/admin/reports/monthly?month=YYYY-MM. */
export function getMonthReport(month: string): Promise<MonthReport> {
  return callApi(async () => {
    const parsed = monthReportSchema.safeParse(
      await api.get('admin/reports/monthly', { searchParams: { month } }).json(),
    );
    if (!parsed.success) throw new ApiError(MONTH_REPORT_FAILED, { code: 'INVALID_RESPONSE' });
    return parsed.data;
  }, MONTH_REPORT_FAILED);
}
