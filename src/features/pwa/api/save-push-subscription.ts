import { translate } from '../../../lib/i18n/i18n.ts';
import { pushMessageSchema, type PushSubscribeRequest } from '../../../contract/push.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { PUSH_DEFAULTS } from './push-messages.ts';

/** POST /api/push/subscribe with this browser's PushSubscription.toJSON(). */
export async function savePushSubscription(body: PushSubscribeRequest): Promise<void> {
  await callApi(
    () => api.post('push/subscribe', { json: body }).json(pushMessageSchema),
    translate(PUSH_DEFAULTS.subscribe),
  );
}
