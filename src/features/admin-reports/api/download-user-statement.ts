import { downloadFile, type DownloadProgress } from '../../../lib/download-file.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** GET /api/admin/users/{id}/statements.csv or .pdf: the same document the investor downloads. */
export function downloadUserStatement(
  userId: string,
  format: 'csv' | 'pdf',
  query: Record<string, string>,
  onProgress: (p: DownloadProgress) => void,
): Promise<void> {
  return downloadFile(
    `admin/users/${encodeURIComponent(userId)}/statements.${format}`,
    query,
    translate('admin.reports.error.downloadStatement'),
    `statement.${format}`,
    onProgress,
  );
}
