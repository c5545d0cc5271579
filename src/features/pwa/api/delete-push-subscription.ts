import { translate } from '../../../lib/i18n/i18n.ts';
import { pushMessageSchema } from '../../../contract/push.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { PUSH_DEFAULTS } from './push-messages.ts';

/** DELETE /api/push/subscribe: the server stops pushing to this browser. */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  await callApi(
    () => api.delete('push/subscribe', { json: { endpoint } }).json(pushMessageSchema),
    translate(PUSH_DEFAULTS.unsubscribe),
  );
}
