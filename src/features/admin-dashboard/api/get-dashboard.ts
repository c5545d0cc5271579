import { dashboardResponseSchema, type Dashboard } from '../../../contract/admin-dashboard.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const fetchDashboardFailed = (): string => translate('admin.dashboard.error.fetch');

export async function getDashboard(): Promise<Dashboard> {
  const { data } = await callApi(
    () => api.get('admin/dashboard').json(dashboardResponseSchema),
    fetchDashboardFailed(),
  );
  return data;
}
