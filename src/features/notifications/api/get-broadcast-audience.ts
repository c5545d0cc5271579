import { broadcastAudienceSchema } from '../../../contract/notifications.ts';
import { api, callApi } from '../../../lib/api-client.ts';

export const BROADCAST_AUDIENCE_DEFAULT = 'Failed to count the investors';

/** How many investors a broadcast to all would reach now. */
export function getBroadcastAudience() {
  return callApi(
    () => api.get('admin/notifications/audience').json(broadcastAudienceSchema),
    BROADCAST_AUDIENCE_DEFAULT,
  );
}
