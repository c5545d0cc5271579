import { sw } from './scope.ts';

/** A new version waits until the user accepts the update in the app (workbox-window's messageSkipWaiting). */
export function setupUpdates(): void {
  sw.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data: unknown = event.data;
    if (data && typeof data === 'object' && 'type' in data && data.type === 'SKIP_WAITING') {
      void sw.skipWaiting();
    }
  });
}
