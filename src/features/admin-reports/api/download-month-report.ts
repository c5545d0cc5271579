import { downloadFile, type DownloadProgress } from '../../../lib/download-file.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** GET /api/admin/reports/monthly.csv?month=YYYY-MM. */
export function downloadMonthReport(month: string, onProgress: (p: DownloadProgress) => void): Promise<void> {
  return downloadFile(
    'admin/reports/monthly.csv',
    { month },
    translate('admin.reports.error.downloadMonth'),
    `platform-report-${month}.csv`,
    onProgress,
  );
}
