import { pushPayloadSchema, type PushPayload } from '../src/contract/push-payload.ts';
import { poll } from './poll.ts';
import { sw } from './scope.ts';

const FALLBACK_LINK = '/user/notifications';

/** Only a path of this app: a push can never send the user to another site. */
export function safeLink(link: string): string {
  try {
    const url = new URL(link || FALLBACK_LINK, sw.location.origin);
    return url.origin === sw.location.origin ? url.pathname + url.search + url.hash : FALLBACK_LINK;
  } catch {
    return FALLBACK_LINK;
  }
}

function readPayload(event: PushEvent): PushPayload | null {
  try {
    const parsed = pushPayloadSchema.safeParse(event.data?.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Shows each pushed notification, then refreshes the unread count (and with it the badge and bell). */
export async function onPush(event: PushEvent): Promise<void> {
  const payload = readPayload(event);
  // userVisibleOnly: every push must show something, even one whose data is unreadable.
  await sw.registration.showNotification(payload?.title ?? 'WalletInvest', {
    body: payload?.body ?? 'You have a new notification.',
    tag: payload?.id ?? 'notification',
    icon: '/pwa-192x192.png',
    badge: '/pwa-192x192.png',
    data: { link: safeLink(payload?.link ?? FALLBACK_LINK) },
  });
  await poll('unread', { force: true }).catch(() => undefined);
}

/** Opens the notification's link: in an open window of the app when there is one, else a new one. */
export async function onNotificationClick(event: NotificationEvent): Promise<void> {
  event.notification.close();
  const data: unknown = event.notification.data;
  const link = safeLink(
    data && typeof data === 'object' && 'link' in data && typeof data.link === 'string' ? data.link : FALLBACK_LINK,
  );
  const url = new URL(link, sw.location.origin).href;
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const target = windows.find((w) => w.focused) ?? windows[0];
  if (target) {
    try {
      const navigated = await target.navigate(url);
      await (navigated ?? target).focus().catch(() => undefined);
      return;
    } catch {
      // An uncontrolled window cannot be navigated by the worker: open a new one instead.
    }
  }
  await sw.clients.openWindow(url);
}

export function setupPush(): void {
  sw.addEventListener('push', (event) => event.waitUntil(onPush(event)));
  sw.addEventListener('notificationclick', (event) => event.waitUntil(onNotificationClick(event)));
}
