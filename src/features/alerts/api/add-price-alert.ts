import { translate } from '../../../lib/i18n/i18n.ts';
import { alertsSchema, type Alerts, type PriceAlertCreate } from '../../../contract/alerts.ts';
import { api, callApi } from '../../../lib/api-client.ts';

/** POST /api/alerts/prices: alert when the asset's rate goes above or below `level`. */
export function addPriceAlert(body: PriceAlertCreate): Promise<Alerts> {
  return callApi(() => api.post('alerts/prices', { json: body }).json(alertsSchema), translate('alerts.error.add'));
}
