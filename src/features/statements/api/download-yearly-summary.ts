import { downloadFile, type DownloadProgress } from '../../../lib/download-file.ts';

export const YEARLY_DOWNLOAD_FAILED = 'Failed to download the yearly summary';

/** GET /api/statements/yearly.csv or .pdf. */
export function downloadYearlySummary(format: 'csv' | 'pdf', onProgress: (p: DownloadProgress) => void): Promise<void> {
  return downloadFile(
    `statements/yearly.${format}`,
    {},
    YEARLY_DOWNLOAD_FAILED,
    `yearly-summary.${format}`,
    onProgress,
  );
}
