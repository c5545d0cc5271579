import { translate } from '../../../lib/i18n/i18n.ts';
import { maintenanceStateSchema, type MaintenanceState } from '../../../contract/trust.ts';
import { api, callApi, publicCall } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/**
 * GET /api/maintenance: whether money actions are paused for maintenance, the operator's message
 * and the announced end. Public: the banner shows on every page, signed in or not.
 */
export function getMaintenance(): Promise<MaintenanceState> {
  const failed = translate('maintenance.error.load');
  return callApi(async () => {
    // One try: the banner asks again on its next tick, and a failed read must not look like an outage.
    const parsed = maintenanceStateSchema.safeParse(await api.get('maintenance', { ...publicCall, retry: 0 }).json());
    if (!parsed.success) throw new ApiError(failed, { code: 'INVALID_RESPONSE' });
    return parsed.data;
  }, failed);
}
