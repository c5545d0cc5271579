import { useCallback, useEffect, useState } from 'react';
import { usePushDeviceStatus } from '../../lib/push-device-status.ts';
import { toApiError } from '../../lib/api-error.ts';
import { deletePushSubscription } from './api/delete-push-subscription.ts';
import { getPushKey } from './api/get-push-key.ts';
import { PUSH_DEFAULTS } from './api/push-messages.ts';
import { savePushSubscription } from './api/save-push-subscription.ts';
import { keyBytes, readyRegistration, subscriptionBody } from './push-device.ts';
import { checkAndRepairPush, rememberPushChoice } from './push-repair.ts';
import { notify } from '../../lib/toast.tsx';
import { translate } from '../../lib/i18n/i18n.ts';

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** This device's push state, and turning it on (permission, subscribe, tell the server) or off. */
export function usePushToggle() {
  // Shared with the notification preferences, whose push column follows this device's state.
  const status = usePushDeviceStatus((s) => s.status);
  const setStatus = usePushDeviceStatus((s) => s.setStatus);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    void checkAndRepairPush().then((next) => {
      if (active) setStatus(next);
    });
    return () => {
      active = false;
    };
  }, [setStatus]);

  const turnOn = useCallback(async () => {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      setStatus(permission === 'denied' ? 'blocked' : 'off');
      return;
    }
    const registration = await readyRegistration();
    const existing = await registration.pushManager.getSubscription();
    const subscription =
      existing ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(await getPushKey()),
      }));
    await savePushSubscription(subscriptionBody(subscription));
    rememberPushChoice(true);
    setStatus('on');
    notify.success(translate('pwa.push.turnedOn'));
  }, [setStatus]);

  const turnOff = useCallback(async () => {
    const subscription = await currentSubscription();
    if (subscription) {
      await deletePushSubscription(subscription.endpoint).catch((caught: unknown) => {
        // Already forgotten by the server (another account, or expired): nothing to undo there.
        if (toApiError(caught, translate(PUSH_DEFAULTS.unsubscribe)).status !== 404) throw caught;
      });
      await subscription.unsubscribe();
    }
    rememberPushChoice(false);
    setStatus('off');
    notify.success(translate('pwa.push.turnedOff'));
  }, [setStatus]);

  const toggle = useCallback(async () => {
    if (busy || status === 'checking' || status === 'unsupported' || status === 'needs-install') return;
    setBusy(true);
    try {
      await (status === 'on' ? turnOff() : turnOn());
    } catch (caught) {
      notify.error(
        toApiError(caught, translate(status === 'on' ? PUSH_DEFAULTS.unsubscribe : PUSH_DEFAULTS.subscribe)).message,
      );
    } finally {
      setBusy(false);
    }
  }, [busy, status, turnOff, turnOn]);

  return { status, busy, toggle };
}
