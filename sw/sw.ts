/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// Precache the built shell (the list is injected at build time) and drop older precaches.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations get the app shell, so deep links open offline; /api is never served from here.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/],
  }),
);

// No route matches /api/*: those requests always go to the network and are never cached.

self.addEventListener('activate', (event) => {
  // Remove caches that this worker does not own (older versions or earlier experiments).
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all(names.filter((name) => !name.startsWith('workbox-precache')).map((name) => caches.delete(name))),
    ),
  );
});

// A new version waits until the user accepts the update in the app.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (data && typeof data === 'object' && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
