import { settingsResponseSchema, type Settings } from '../../../contract/settings.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const saveSettingsFailed = (): string => translate('admin.settings.error.save');

/**
 * PUT /api/admin/settings with only the changed keys; answers every setting in force. A change that
 * loosens a protection may wait for a second admin: then `pending` is the server's "Sent for approval" message.
 */
export async function saveSettings(patch: Partial<Settings>): Promise<{ data: Settings; pending: string | null }> {
  const answer = await callApi(
    () => api.put('admin/settings', { json: patch }).json(settingsResponseSchema),
    saveSettingsFailed(),
  );
  return {
    data: answer.data,
    pending: answer.approval?.status === 'pending' ? (answer.message ?? 'Sent for a second admin’s approval.') : null,
  };
}
