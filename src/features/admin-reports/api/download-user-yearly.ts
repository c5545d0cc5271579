import { downloadFile, type DownloadProgress } from '../../../lib/download-file.ts';

/** GET /api/admin/users/{id}/statements/yearly.csv. */
export function downloadUserYearlyCsv(userId: string, onProgress: (p: DownloadProgress) => void): Promise<void> {
  return downloadFile(`admin/users/${encodeURIComponent(userId)}/statements/yearly.csv`, {}, 'Failed to download the yearly summary', 'yearly-summary.csv', onProgress);
}
