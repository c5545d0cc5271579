import { del } from 'idb-keyval';
import { LAST_POLL_KEY, PERIODIC_SYNC_MIN_INTERVAL_MS, PERIODIC_SYNC_TAG } from './pwa-sync.ts';
import { useSessionStore } from './session-store.ts';

type PeriodicSyncManager = {
  register: (tag: string, options: { minInterval: number }) => Promise<void>;
  unregister: (tag: string) => Promise<void>;
};
type BadgeNavigator = { clearAppBadge?: () => Promise<void> };

function workerRegistration(): Promise<ServiceWorkerRegistration> | null {
  return typeof navigator !== 'undefined' && navigator.serviceWorker && import.meta.env.PROD
    ? navigator.serviceWorker.ready
    : null;
}

function periodicSyncOf(registration: ServiceWorkerRegistration): PeriodicSyncManager | null {
  return (registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager }).periodicSync ?? null;
}

/** Asks for periodic background sync where Chromium grants it (installed apps); elsewhere nothing happens. */
export async function registerPeriodicSync(): Promise<void> {
  const registration = await workerRegistration();
  const periodicSync = registration ? periodicSyncOf(registration) : null;
  if (!periodicSync) return;
  try {
    const status = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName });
    if (status.state === 'granted')
      await periodicSync.register(PERIODIC_SYNC_TAG, { minInterval: PERIODIC_SYNC_MIN_INTERVAL_MS });
  } catch {
    // Not offered by this browser: the open app's polling is what freshness depends on.
  }
}

/**
 * What a logout (or an expired session) must leave behind on this device: no badge, no push
 * subscription, no background sync for the old account, no poll times. The cached stores reset
 * themselves when the session ends (wallet-store.ts, create-cached-store.ts).
 */
export async function clearDeviceState(): Promise<void> {
  const badge = navigator as Navigator & BadgeNavigator;
  await badge.clearAppBadge?.().catch(() => undefined);
  await del(LAST_POLL_KEY).catch(() => undefined);
  const registration = await Promise.race([
    workerRegistration(),
    new Promise<null>((r) => setTimeout(() => r(null), 3_000)),
  ]);
  if (!registration) return;
  await periodicSyncOf(registration)
    ?.unregister(PERIODIC_SYNC_TAG)
    .catch(() => undefined);
  const subscription = await registration.pushManager?.getSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => undefined);
}

/** Signs this device's PWA extras in and out with the session. */
export function watchSessionForPwa(): void {
  if (useSessionStore.getState().token) void registerPeriodicSync();
  useSessionStore.subscribe((state, previous) => {
    if (!previous.token && state.token) void registerPeriodicSync();
    if (previous.token && !state.token) void clearDeviceState();
  });
}
