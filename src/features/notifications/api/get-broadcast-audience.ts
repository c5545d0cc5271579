import { broadcastAudienceSchema } from '../../../contract/notifications.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const broadcastAudienceDefault = (): string => translate('admin.broadcast.error.audience');

/** How many investors a broadcast to all would reach now. */
export function getBroadcastAudience() {
  return callApi(
    () => api.get('admin/notifications/audience').json(broadcastAudienceSchema),
    broadcastAudienceDefault(),
  );
}
