import { downloadFile, type DownloadProgress } from '../../../lib/download-file.ts';

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
    'Failed to download the statement',
    `statement.${format}`,
    onProgress,
  );
}
