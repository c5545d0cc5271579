import {
  mailPreferencesSchema,
  type MailPreferences,
  type MailPreferencesUpdate,
} from '../../../contract/notification-preferences.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const savePreferencesFailed = (): string => translate('notifyPrefs.error.save');

/** Sets the named channels of the named categories; answers every category as now stored. */
export function updateNotificationPreferences(body: MailPreferencesUpdate): Promise<MailPreferences> {
  return callApi(
    () => api.put('notification-preferences', { json: body }).json(mailPreferencesSchema),
    savePreferencesFailed(),
  );
}
