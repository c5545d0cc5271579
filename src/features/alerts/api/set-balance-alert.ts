import { translate } from '../../../lib/i18n/i18n.ts';
import { alertsSchema, type Alerts } from '../../../contract/alerts.ts';
import { api, callApi } from '../../../lib/api-client.ts';

/** PUT /api/alerts/balance: alert when Main falls under `level`; null removes it. */
export function setBalanceAlert(level: number | null): Promise<Alerts> {
  return callApi(
    () => api.put('alerts/balance', { json: { level } }).json(alertsSchema),
    translate('alerts.error.saveBalance'),
  );
}
