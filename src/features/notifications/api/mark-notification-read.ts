import { notificationUpdateSchema } from '../../../contract/notifications.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { NOTIFICATION_TEXT } from '../notification-texts.ts';

export function markNotificationRead(id: string) {
  return callApi(
    () => api.put(`notifications/${encodeURIComponent(id)}/read`).json(notificationUpdateSchema),
    NOTIFICATION_TEXT.markRead,
  );
}
