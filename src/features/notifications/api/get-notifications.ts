import { notificationListSchema, type Notification } from '../../../contract/notification-shape.ts';
import { api, callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { NOTIFICATION_TEXT } from '../notification-texts.ts';

export type NotificationPage = { items: Notification[]; unreadCount: number; nextCursor: string | null };

const invalid = (message: string) => new ApiError(message, { code: 'INVALID_RESPONSE' });

/** Checks the list answer's shape with the catalogue's messages for a malformed one (docs/product.md, "Error catalogue"). */
export function parseNotificationList(body: unknown): NotificationPage {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('notifications' in body))
    throw invalid(NOTIFICATION_TEXT.missingArray);
  if (!Array.isArray(body.notifications)) throw invalid(NOTIFICATION_TEXT.notArray);
  const parsed = notificationListSchema.safeParse(body);
  if (!parsed.success) throw invalid(NOTIFICATION_TEXT.loadDefault);
  return {
    items: parsed.data.notifications,
    unreadCount: parsed.data.unreadCount,
    nextCursor: parsed.data.nextCursor ?? null,
  };
}

/** `GET /api/notifications`, newest first; `cursor` asks for the next older page. */
export function getNotifications(
  query: { limit?: number; cursor?: string | undefined } = {},
): Promise<NotificationPage> {
  const searchParams = new URLSearchParams();
  if (query.limit !== undefined) searchParams.set('limit', String(query.limit));
  if (query.cursor) searchParams.set('cursor', query.cursor);
  return callApi(async () => {
    const response = await api.get('notifications', { searchParams });
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw invalid(NOTIFICATION_TEXT.missingArray);
    }
    return parseNotificationList(body);
  }, NOTIFICATION_TEXT.fetch);
}
