/**
 * A user's in-app notifications: paging, the unread count and read marks. Each is one statement
 * scoped to the user, so the service exports the repo's functions for the routes as they are;
 * notifications are created through notify.ts by the module that has the news.
 */
export { markAllRead, notificationPage, setRead, unreadCount } from './notifications.repo.ts';
