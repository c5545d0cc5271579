import { translate } from '../../../lib/i18n/i18n.ts';
import { pushPublicKeySchema } from '../../../contract/push.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { PUSH_DEFAULTS } from './push-messages.ts';

/** GET /api/push/public-key: the VAPID key PushManager.subscribe needs. */
export async function getPushKey(): Promise<string> {
  const { publicKey } = await callApi(
    () => api.get('push/public-key').json(pushPublicKeySchema),
    translate(PUSH_DEFAULTS.fetchKey),
  );
  return publicKey;
}
