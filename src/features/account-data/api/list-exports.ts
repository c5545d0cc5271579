import { translate } from '../../../lib/i18n/i18n.ts';
import { accountExportListSchema, type AccountExport } from '../../../contract/account-data.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ACCOUNT_DATA_DEFAULTS } from '../messages.ts';

/** The last exports, newest first. */
export async function listExports(): Promise<AccountExport[]> {
  return (
    await callApi(() => api.get('account/exports').json(accountExportListSchema), translate(ACCOUNT_DATA_DEFAULTS.list))
  ).exports;
}
