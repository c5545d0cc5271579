import { settingsResponseSchema, type Settings } from '../../../contract/settings.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const FETCH_SETTINGS_FAILED = 'Failed to fetch settings';

export async function getSettings(): Promise<Settings> {
  const { data } = await callApi(() => api.get('admin/settings').json(settingsResponseSchema), FETCH_SETTINGS_FAILED);
  return data;
}
