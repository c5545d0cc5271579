import { translate } from '../../lib/i18n/i18n.ts';

/**
 * The notification calls' own problems (the product's error catalogue), in the reader's language,
 * read when a call fails: a malformed list answer and each call's default.
 */
export const NOTIFICATION_TEXT = {
  get missingArray() {
    return translate('fallback.notificationsShape');
  },
  get notArray() {
    return translate('fallback.notificationsNotArray');
  },
  get loadDefault() {
    return translate('fallback.loadNotifications');
  },
  get fetch() {
    return translate('fallback.fetchNotifications');
  },
  get fetchCount() {
    return translate('fallback.fetchUnreadCount');
  },
  get markRead() {
    return translate('fallback.markNotificationRead');
  },
  get markUnread() {
    return translate('fallback.markNotificationUnread');
  },
  get markAllRead() {
    return translate('fallback.markAllNotificationsRead');
  },
};
