import type { PushStatus } from '../../lib/push-device-status.ts';
import { isIos, isStandalone } from '../../lib/pwa-install.ts';
import { isSupportTab } from '../../lib/support-tab.ts';
import { keyBytes, pushSupport, subscriptionBody } from './push-device.ts';

/** Set to 'off' when the user turns push off here; otherwise a granted permission means "wanted". */
const CHOICE_KEY = 'push-choice';

export function rememberPushChoice(on: boolean): void {
  try {
    localStorage.setItem(CHOICE_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode without storage: the repair then relies on the permission alone.
  }
}

function turnedOffHere(): boolean {
  try {
    return localStorage.getItem(CHOICE_KEY) === 'off';
  } catch {
    return false;
  }
}

/** iPhone and iPad give Web Push only to a Home Screen app (iOS 16.4+), never to a Safari tab. */
export function needsHomeScreen(): boolean {
  return isIos() && !isStandalone();
}

/**
 * This device's push state, checked at every start and repaired: a subscription the browser still
 * has is sent to the server again (it may have been saved for another account or pruned); one the
 * browser lost (storage cleared, the push service expired it while no worker ran) is made again
 * when the permission is granted and the user did not turn push off here.
 */
export async function checkAndRepairPush(): Promise<PushStatus> {
  // The device's push subscription is the admin's own: a support view neither reads nor changes it.
  if (isSupportTab()) return 'unsupported';
  if (needsHomeScreen()) return 'needs-install';
  if (pushSupport() === 'unsupported') return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (!registration) return 'off';
  const subscription = await registration.pushManager.getSubscription().catch(() => null);
  // The endpoints (and zod's full build behind their schemas) load only when there is something to send.
  if (subscription) {
    void import('./api/save-push-subscription.ts')
      .then(({ savePushSubscription }) => savePushSubscription(subscriptionBody(subscription)))
      .catch(() => undefined);
    return Notification.permission === 'granted' ? 'on' : 'off';
  }
  if (Notification.permission !== 'granted' || turnedOffHere()) return 'off';
  try {
    const [{ getPushKey }, { savePushSubscription }] = await Promise.all([
      import('./api/get-push-key.ts'),
      import('./api/save-push-subscription.ts'),
    ]);
    const made = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(await getPushKey()),
    });
    await savePushSubscription(subscriptionBody(made));
    return 'on';
  } catch {
    return 'off';
  }
}
