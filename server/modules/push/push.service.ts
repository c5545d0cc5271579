import type { PushSubscribeRequest } from '../../../src/contract/push.ts';
import type { Deps } from '../../lib/context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { onNotified } from '../notifications/notify.ts';
import { createPushDispatcher, type PushDispatcher } from './push.dispatch.ts';
import { loadVapidKeys, type VapidKeys } from './push.keys.ts';
import { deleteOwnSubscription, saveSubscription } from './push.repo.ts';

const keysByDeps = new WeakMap<Deps, VapidKeys>();
const dispatchers = new WeakMap<Deps, PushDispatcher>();

/** The VAPID keys of this process, read or generated on first use. */
export function pushKeys(deps: Deps): VapidKeys {
  let keys = keysByDeps.get(deps);
  if (!keys) {
    keys = loadVapidKeys(deps.env);
    keysByDeps.set(deps, keys);
  }
  return keys;
}

/** Pushes queued notifications as soon as notify() reports new ones (see push.dispatch.ts). */
export function registerPushDelivery(deps: Deps): void {
  if (dispatchers.has(deps)) return;
  pushKeys(deps); // bad VAPID configuration stops the start, not the first push
  const dispatcher = createPushDispatcher(deps, () => pushKeys(deps));
  dispatchers.set(deps, dispatcher);
  onNotified(() => dispatcher.nudge());
}

/**
 * Sends what the outbox holds. The push-outbox job calls it every few seconds (notifications that
 * no notify() call announced: transfers, broadcasts, other processes); tests call it directly.
 */
export async function drainPushOutbox(deps: Deps): Promise<void> {
  if (!dispatchers.has(deps)) registerPushDelivery(deps);
  await dispatchers.get(deps)?.drain();
}

const LOCAL_HOST = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//;

export function createPushService(deps: Deps) {
  return {
    publicKey: () => ({ publicKey: pushKeys(deps).publicKey }),

    subscribe: async (userId: string, input: PushSubscribeRequest) => {
      // The server POSTs to this URL: real push services are https; a local http stand-in is for tests.
      const allowed =
        input.endpoint.startsWith('https://') || (deps.env.nodeEnv !== 'production' && LOCAL_HOST.test(input.endpoint));
      if (!allowed) throw fieldError('endpoint', 'must be an https URL');
      await saveSubscription(
        deps.db,
        userId,
        { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth },
        deps.now(),
      );
      return { message: 'Push notifications are on for this device' };
    },

    unsubscribe: async (userId: string, endpoint: string) => {
      if (!(await deleteOwnSubscription(deps.db, userId, endpoint))) throw notFound('Push subscription not found');
      return { message: 'Push notifications are off for this device' };
    },
  };
}
