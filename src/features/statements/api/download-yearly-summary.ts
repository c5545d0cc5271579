import { downloadFile, type DownloadProgress } from '../../../lib/download-file.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const yearlyDownloadFailed = (): string => translate('statements.error.yearlyDownload');

/** GET /api/statements/yearly.csv or .pdf. */
export function downloadYearlySummary(format: 'csv' | 'pdf', onProgress: (p: DownloadProgress) => void): Promise<void> {
  return downloadFile(
    `statements/yearly.${format}`,
    {},
    yearlyDownloadFailed(),
    `yearly-summary.${format}`,
    onProgress,
  );
}
