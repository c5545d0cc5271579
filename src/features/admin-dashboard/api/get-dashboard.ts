import { dashboardResponseSchema, type Dashboard } from '../../../contract/admin-dashboard.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const FETCH_DASHBOARD_FAILED = 'Failed to fetch dashboard';

export async function getDashboard(): Promise<Dashboard> {
  const { data } = await callApi(
    () => api.get('admin/dashboard').json(dashboardResponseSchema),
    FETCH_DASHBOARD_FAILED,
  );
  return data;
}
