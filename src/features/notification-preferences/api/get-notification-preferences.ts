import { mailPreferencesSchema, type MailPreferences } from '../../../contract/notification-preferences.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const fetchPreferencesFailed = (): string => translate('notifyPrefs.error.load');

/** Per category, which channels (in-app, e-mail, push) the signed-in user wants. */
export function getNotificationPreferences(): Promise<MailPreferences> {
  return callApi(() => api.get('notification-preferences').json(mailPreferencesSchema), fetchPreferencesFailed());
}
