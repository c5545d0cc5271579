import { downloadFile, type DownloadProgress } from '../../../lib/download-file.ts';

/** GET /api/admin/users/{id}/statements/yearly.csv or .pdf. */
export function downloadUserYearly(
  userId: string,
  format: 'csv' | 'pdf',
  onProgress: (p: DownloadProgress) => void,
): Promise<void> {
  return downloadFile(
    `admin/users/${encodeURIComponent(userId)}/statements/yearly.${format}`,
    {},
    'Failed to download the yearly summary',
    `yearly-summary.${format}`,
    onProgress,
  );
}
