import { broadcastResultSchema, type BroadcastRequest } from '../../../contract/notifications.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const SEND_BROADCAST_DEFAULT = 'Failed to send notification';

export function sendBroadcast(body: BroadcastRequest) {
  return callApi(
    () => api.post('admin/notifications', { json: body }).json(broadcastResultSchema),
    SEND_BROADCAST_DEFAULT,
  );
}
