import { notificationUpdateSchema } from '../../../contract/notifications.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { NOTIFICATION_TEXT } from '../notification-texts.ts';

export function markNotificationUnread(id: string) {
  return callApi(
    () => api.put(`notifications/${encodeURIComponent(id)}/unread`).json(notificationUpdateSchema),
    NOTIFICATION_TEXT.markUnread,
  );
}
