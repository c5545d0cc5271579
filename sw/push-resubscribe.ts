import { safeParse } from 'zod/mini';
import { pushPublicKeySchema } from '../src/contract/push.ts';
import { sw } from './scope.ts';
import { readSession } from './storage.ts';

/** Not in TypeScript's lib: fired when the push service replaced or dropped this browser's subscription. */
export type SubscriptionChangeEvent = ExtendableEvent & {
  readonly oldSubscription?: PushSubscription | null;
  readonly newSubscription?: PushSubscription | null;
};

const TIMEOUT_MS = 60_000;

async function send(method: 'GET' | 'POST' | 'DELETE', path: string, token: string, body?: unknown): Promise<Response> {
  return fetch(`/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    cache: 'no-store',
    credentials: 'omit',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

/** The key to subscribe with: the old subscription's, else the server's (GET /api/push/public-key). */
async function applicationServerKey(
  old: PushSubscription | null,
  token: string,
): Promise<BufferSource | string | null> {
  const known = old?.options?.applicationServerKey;
  if (known) return known;
  const res = await send('GET', '/push/public-key', token);
  if (!res.ok) return null;
  const parsed = safeParse(pushPublicKeySchema, await res.json());
  return parsed.success ? parsed.data.publicKey : null;
}

function bodyOf(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.['p256dh'] ?? '', auth: json.keys?.['auth'] ?? '' },
  };
}

/**
 * The push service rotated or expired the subscription (Safari and Firefox do; Chrome on key
 * change): subscribe again when the browser did not already, and tell the server the new endpoint
 * and forget the old one, so pushes keep arriving without the user opening the app. Signed out: nothing to do.
 */
export async function onSubscriptionChange(event: SubscriptionChangeEvent): Promise<void> {
  const session = await readSession();
  if (!session) return;
  const old = event.oldSubscription ?? null;
  let next = event.newSubscription ?? null;
  if (!next) {
    const key = await applicationServerKey(old, session.token);
    if (!key) return;
    next = await sw.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  }
  await send('POST', '/push/subscribe', session.token, bodyOf(next));
  if (old && old.endpoint !== next.endpoint)
    await send('DELETE', '/push/subscribe', session.token, { endpoint: old.endpoint }).catch(() => undefined);
}

export function setupResubscribe(): void {
  sw.addEventListener('pushsubscriptionchange', (event) =>
    (event as SubscriptionChangeEvent).waitUntil(onSubscriptionChange(event as SubscriptionChangeEvent)),
  );
}
