import { settingsResponseSchema, type Settings } from '../../../contract/settings.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const fetchSettingsFailed = (): string => translate('admin.settings.error.fetch');

export async function getSettings(): Promise<Settings> {
  const { data } = await callApi(() => api.get('admin/settings').json(settingsResponseSchema), fetchSettingsFailed());
  return data;
}
