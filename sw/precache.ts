import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { sw } from './scope.ts';

/** Never answered by the worker: API calls always go to the network and are never cached. */
export const API_PATH = /^\/api(\/|$)/;

/**
 * Precaches the built shell (the list is injected at build time), answers navigations with the
 * cached index.html so deep links open offline, and drops caches of older versions.
 */
export function setupPrecache(manifest: Array<PrecacheEntry | string>): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
  registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [API_PATH] }));

  sw.addEventListener('activate', (event) => {
    // Remove caches this worker does not own (older versions or earlier experiments).
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(names.filter((name) => !name.startsWith('workbox-precache')).map((name) => caches.delete(name))),
        ),
    );
  });
}
