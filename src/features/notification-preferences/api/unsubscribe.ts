import { messageResponseSchema } from '../../../contract/auth.ts';
import type { UnsubscribeQuery } from '../../../contract/notification-preferences.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const UNSUBSCRIBE_FAILED = 'Could not unsubscribe. Try again, or choose in Settings.';

export function unsubscribe(link: UnsubscribeQuery) {
  return callApi(
    () => api.post('mail/unsubscribe', { searchParams: link }).json(messageResponseSchema),
    UNSUBSCRIBE_FAILED,
  );
}
