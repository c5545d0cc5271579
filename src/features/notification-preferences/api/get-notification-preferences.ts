import { mailPreferencesSchema, type MailPreferences } from '../../../contract/notification-preferences.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const FETCH_PREFERENCES_FAILED = 'Failed to load your notification preferences';

/** Per category, which channels (in-app, e-mail, push) the signed-in user wants. */
export function getNotificationPreferences(): Promise<MailPreferences> {
  return callApi(() => api.get('notification-preferences').json(mailPreferencesSchema), FETCH_PREFERENCES_FAILED);
}
