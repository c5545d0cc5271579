import {
  mailPreferencesSchema,
  type MailPreferences,
  type MailPreferencesUpdate,
} from '../../../contract/notification-preferences.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const SAVE_PREFERENCES_FAILED = 'Failed to save your notification preferences';

/** Sets the named channels of the named categories; answers every category as now stored. */
export function updateNotificationPreferences(body: MailPreferencesUpdate): Promise<MailPreferences> {
  return callApi(
    () => api.put('notification-preferences', { json: body }).json(mailPreferencesSchema),
    SAVE_PREFERENCES_FAILED,
  );
}
