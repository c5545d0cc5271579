import { unreadCountSchema } from '../../../contract/notification-shape.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { NOTIFICATION_TEXT } from '../notification-texts.ts';

export function getUnreadCount(): Promise<number> {
  return callApi(
    async () => (await api.get('notifications/unread-count').json(unreadCountSchema)).count,
    NOTIFICATION_TEXT.fetchCount,
  );
}
