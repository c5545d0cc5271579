/// <reference lib="webworker" />
import type { PrecacheEntry } from 'workbox-precaching';
import { setupPeriodicSync } from './periodic-sync.ts';
import { setupPolling } from './poll.ts';
import { setupPrecache } from './precache.ts';
import { setupPush } from './push.ts';
import { setupResubscribe } from './push-resubscribe.ts';
import { setupUpdates } from './update.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// The shell (list injected at build time), offline navigations; /api always goes to the network.
setupPrecache(self.__WB_MANIFEST);
// A new version waits for the user's "Reload".
setupUpdates();
// One request for all open tabs' timers, written into the stores' IndexedDB keys.
setupPolling();
// While the app is closed: periodic background sync and the badge.
setupPeriodicSync();
// Web Push: show, and open the link on click.
setupPush();
// A subscription the push service replaced is renewed and sent to the server.
setupResubscribe();
