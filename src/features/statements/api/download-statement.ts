import { downloadFile, type DownloadProgress } from '../../../lib/download-file.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const downloadFailed = (): string => translate('statements.error.download');

/** GET /api/statements.csv or .pdf, saved as the server names it (statement-main-2026-03.pdf). */
export function downloadStatement(
  format: 'csv' | 'pdf',
  query: Record<string, string>,
  onProgress: (p: DownloadProgress) => void,
): Promise<void> {
  return downloadFile(`statements.${format}`, query, downloadFailed(), `statement.${format}`, onProgress);
}
