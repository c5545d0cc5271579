import { broadcastResultSchema, type BroadcastRequest } from '../../../contract/notifications.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const sendBroadcastDefault = (): string => translate('admin.broadcast.error.send');

export function sendBroadcast(body: BroadcastRequest) {
  return callApi(
    () => api.post('admin/notifications', { json: body }).json(broadcastResultSchema),
    sendBroadcastDefault(),
  );
}
