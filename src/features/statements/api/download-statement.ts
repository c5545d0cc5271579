import { downloadFile, type DownloadProgress } from '../../../lib/download-file.ts';

export const DOWNLOAD_FAILED = 'Failed to download the statement';

/** GET /api/statements.csv or .pdf, saved as the server names it (statement-main-2026-03.pdf). */
export function downloadStatement(
  format: 'csv' | 'pdf',
  query: Record<string, string>,
  onProgress: (p: DownloadProgress) => void,
): Promise<void> {
  return downloadFile(`statements.${format}`, query, DOWNLOAD_FAILED, `statement.${format}`, onProgress);
}
