import { translate } from '../../../lib/i18n/i18n.ts';
import { alertsSchema, type Alerts } from '../../../contract/alerts.ts';
import { api, callApi } from '../../../lib/api-client.ts';

/** DELETE /api/alerts/prices/{id}. */
export function removePriceAlert(id: string): Promise<Alerts> {
  return callApi(() => api.delete(`alerts/prices/${id}`).json(alertsSchema), translate('alerts.error.remove'));
}
