import { downloadFile, type DownloadProgress } from '../../../lib/download-file.ts';

export const YEARLY_DOWNLOAD_FAILED = 'Failed to download the yearly summary';

/** GET /api/statements/yearly.csv. */
export function downloadYearlyCsv(onProgress: (p: DownloadProgress) => void): Promise<void> {
  return downloadFile('statements/yearly.csv', {}, YEARLY_DOWNLOAD_FAILED, 'yearly-summary.csv', onProgress);
}
