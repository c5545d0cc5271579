import { mailPreferencesSchema, type MailPreferences, type MailPreferencesUpdate } from '../../../contract/notification-preferences.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const SAVE_MAIL_PREFERENCES_FAILED = 'Failed to save your e-mail preferences';

export function updateMailPreferences(body: MailPreferencesUpdate): Promise<MailPreferences> {
  return callApi(() => api.put('notification-preferences', { json: body }).json(mailPreferencesSchema), SAVE_MAIL_PREFERENCES_FAILED);
}
