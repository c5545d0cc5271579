import { messageResponseSchema } from '../../../contract/auth.ts';
import type { UnsubscribeQuery } from '../../../contract/notification-preferences.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const unsubscribeFailed = (): string => translate('notifyPrefs.unsubscribe.failed');

export function unsubscribe(link: UnsubscribeQuery) {
  return callApi(
    () => api.post('mail/unsubscribe', { searchParams: link }).json(messageResponseSchema),
    unsubscribeFailed(),
  );
}
