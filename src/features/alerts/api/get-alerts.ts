import { translate } from '../../../lib/i18n/i18n.ts';
import { alertsSchema, type Alerts } from '../../../contract/alerts.ts';
import { api, callApi } from '../../../lib/api-client.ts';

/** GET /api/alerts: the balance level and the price levels the investor watches. */
export function getAlerts(): Promise<Alerts> {
  return callApi(() => api.get('alerts').json(alertsSchema), translate('alerts.error.load'));
}
