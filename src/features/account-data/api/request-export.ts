import { translate } from '../../../lib/i18n/i18n.ts';
import { exportRequestedSchema, type ExportRequested } from '../../../contract/account-data.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ACCOUNT_DATA_DEFAULTS } from '../messages.ts';

/** Asks for an export; answers 403 STEP_UP_REQUIRED until this session confirmed it is the owner. */
export function requestExport(): Promise<ExportRequested> {
  return callApi(
    () => api.post('account/export').json(exportRequestedSchema),
    translate(ACCOUNT_DATA_DEFAULTS.request),
  );
}
