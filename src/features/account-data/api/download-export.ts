import { translate } from '../../../lib/i18n/i18n.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { ACCOUNT_DATA_DEFAULTS } from '../messages.ts';

/** Fetches the ZIP with the session's token (a plain link could not carry it) and saves it. */
export async function downloadExport(exportId: string): Promise<void> {
  const response = await callApi(
    () => api.get(`account/exports/${encodeURIComponent(exportId)}`, { timeout: false, retry: 0 }),
    translate(ACCOUNT_DATA_DEFAULTS.download),
  );
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'account-export.zip';
  saveFile(blob, name);
}
