import type { PushSubscribeRequest } from '../../contract/push.ts';
import { translate } from '../../lib/i18n/i18n.ts';

export type PushSupport = 'supported' | 'unsupported';

const READY_TIMEOUT_MS = 10_000;

export function pushSupport(): PushSupport {
  return typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
    ? 'supported'
    : 'unsupported';
}

/** The active worker's registration, or an error when none becomes ready (development builds). */
export async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(translate('pwa.push.notReady'))), READY_TIMEOUT_MS),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** The VAPID key (URL-safe base64) as the bytes PushManager.subscribe expects. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** PushSubscription.toJSON() in the shape the API validates. */
export function subscriptionBody(subscription: PushSubscription): PushSubscribeRequest {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}
