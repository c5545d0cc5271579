import { settingsResponseSchema, type Settings } from '../../../contract/settings.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const SAVE_SETTINGS_FAILED = 'Failed to save settings';

/** PUT /api/admin/settings with only the changed keys; answers every setting. */
export async function saveSettings(patch: Partial<Settings>): Promise<Settings> {
  const { data } = await callApi(() => api.put('admin/settings', { json: patch }).json(settingsResponseSchema), SAVE_SETTINGS_FAILED);
  return data;
}
