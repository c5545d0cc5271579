import { alertsSchema, type Alerts } from '../../../contract/alerts.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const ALERTS_LOAD_FAILED = 'Failed to load your alerts';

/** GET /api/alerts: the balance level and the price levels the investor watches. */
export function getAlerts(): Promise<Alerts> {
  return callApi(() => api.get('alerts').json(alertsSchema), ALERTS_LOAD_FAILED);
}
