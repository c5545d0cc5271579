import { mailPreferencesSchema, type MailPreferences } from '../../../contract/notification-preferences.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const FETCH_MAIL_PREFERENCES_FAILED = 'Failed to load your e-mail preferences';

export function getMailPreferences(): Promise<MailPreferences> {
  return callApi(() => api.get('notification-preferences').json(mailPreferencesSchema), FETCH_MAIL_PREFERENCES_FAILED);
}
