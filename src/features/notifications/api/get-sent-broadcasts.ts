import { broadcastPageSchema, type Broadcast } from '../../../contract/notifications.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import type { Page } from '../../../lib/use-paged-list.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Said when the server gives no message of its own, in the language active then. */
export const sentBroadcastsDefault = (): string => translate('admin.broadcast.error.sent');

export function getSentBroadcasts(cursor: string | undefined): Promise<Page<Broadcast>> {
  const searchParams = new URLSearchParams({ limit: '20' });
  if (cursor) searchParams.set('cursor', cursor);
  return callApi(
    () => api.get('admin/notifications/sent', { searchParams }).json(broadcastPageSchema),
    sentBroadcastsDefault(),
  );
}
