import { broadcastPageSchema, type Broadcast } from '../../../contract/notifications.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import type { Page } from '../../../lib/use-paged-list.ts';

export const SENT_BROADCASTS_DEFAULT = 'Failed to fetch sent notifications';

export function getSentBroadcasts(cursor: string | undefined): Promise<Page<Broadcast>> {
  const searchParams = new URLSearchParams({ limit: '20' });
  if (cursor) searchParams.set('cursor', cursor);
  return callApi(
    () => api.get('admin/notifications/sent', { searchParams }).json(broadcastPageSchema),
    SENT_BROADCASTS_DEFAULT,
  );
}
