import { markAllReadSchema } from '../../../contract/notifications.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { NOTIFICATION_TEXT } from '../notification-texts.ts';

export function markAllNotificationsRead() {
  return callApi(() => api.put('notifications/mark-all-read').json(markAllReadSchema), NOTIFICATION_TEXT.markAllRead);
}
