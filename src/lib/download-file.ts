import { api, callApi } from './api-client.ts';
import { saveFile } from './save-file.ts';

export type DownloadProgress = { received: number; total: number };

/**
 * GETs a file the server makes (statements, reports) with the session's token (a plain link could
 * not carry it), reports progress as bytes arrive and saves it under the server's file name.
 * No timeout and no automatic retry: the user sees progress and has a Retry of their own.
 */
export async function downloadFile(
  path: string,
  searchParams: Record<string, string>,
  fallback: string,
  fallbackName: string,
  onProgress?: (p: DownloadProgress) => void,
): Promise<void> {
  const response = await callApi(
    () =>
      api.get(path, {
        searchParams,
        timeout: false,
        retry: 0,
        onDownloadProgress: onProgress
          ? (p) => onProgress({ received: p.transferredBytes, total: p.totalBytes })
          : undefined,
      }),
    fallback,
  );
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveFile(blob, name);
}
