import type { PushPayload } from '../../../src/contract/push-payload.ts';
import type { VapidKeys } from './push.keys.ts';
import type { StoredSubscription } from './push.repo.ts';

export type PushResult = 'sent' | 'gone' | 'failed';

/** A day: a phone that comes back online later still gets the notification. */
const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

/**
 * Encrypts (RFC 8291, aes128gcm) and signs (VAPID, RFC 8292) with web-push, then POSTs with fetch,
 * which unlike web-push's own https-only transport also reaches a local http push-service stand-in.
 */
export async function sendPush(
  keys: VapidKeys,
  sub: StoredSubscription,
  payload: PushPayload,
): Promise<{ result: PushResult; status: number }> {
  // Loaded with the first push, not at every start (web-push with asn1.js and bn.js: ~2 MB).
  const { default: webpush } = await import('web-push');
  const details = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: TTL_SECONDS,
      urgency: 'normal',
    },
  );
  const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]));
  try {
    const res = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    // 404 and 410 mean the browser unsubscribed or the subscription expired: forget it.
    if (res.status === 404 || res.status === 410) return { result: 'gone', status: res.status };
    return { result: res.ok ? 'sent' : 'failed', status: res.status };
  } catch {
    return { result: 'failed', status: 0 };
  }
}
