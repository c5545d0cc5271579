import { downloadFile, type DownloadProgress } from '../../../lib/download-file.ts';

/** GET /api/admin/reports/monthly.csv?month=YYYY-MM. */
export function downloadMonthReport(month: string, onProgress: (p: DownloadProgress) => void): Promise<void> {
  return downloadFile(
    'admin/reports/monthly.csv',
    { month },
    'Failed to download the month report',
    `platform-report-${month}.csv`,
    onProgress,
  );
}
