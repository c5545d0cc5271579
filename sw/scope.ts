/// <reference lib="webworker" />

/** The worker's global scope, typed once for every module of the worker. */
export const sw = self as unknown as ServiceWorkerGlobalScope;

/** Chromium's Periodic Background Sync event (not in TypeScript's lib). */
export type PeriodicSyncEvent = ExtendableEvent & { readonly tag: string };

type BadgeNavigator = { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/** Sets the app icon badge where the Badging API exists (not on Chrome for Android); never throws. */
export async function setBadge(count: number): Promise<void> {
  const nav = sw.navigator as unknown as BadgeNavigator;
  try {
    if (count > 0) await nav.setAppBadge?.(count);
    else await nav.clearAppBadge?.();
  } catch {
    // Badging is a bonus: permission or platform refusals are ignored.
  }
}
