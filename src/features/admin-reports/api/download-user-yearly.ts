import { downloadFile, type DownloadProgress } from '../../../lib/download-file.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** GET /api/admin/users/{id}/statements/yearly.csv or .pdf. */
export function downloadUserYearly(
  userId: string,
  format: 'csv' | 'pdf',
  onProgress: (p: DownloadProgress) => void,
): Promise<void> {
  return downloadFile(
    `admin/users/${encodeURIComponent(userId)}/statements/yearly.${format}`,
    {},
    translate('admin.reports.error.downloadYearly'),
    `yearly-summary.${format}`,
    onProgress,
  );
}
