import { captureInstallPrompt } from './pwa-install.ts';
import { watchSessionForPwa } from './pwa-session.ts';
import { syncThemeColor } from './pwa-theme-color.ts';

/** Before the first render: the install prompt, theme-color and the session's device state. */
export function startPwa(): void {
  captureInstallPrompt();
  syncThemeColor();
  watchSessionForPwa();
}

/**
 * Registers the service worker in production builds, once the page has loaded: workbox-window
 * is fetched then, so it never delays the first paint. A new version waits until the user
 * accepts it from a persistent toast (never swapping code mid-action); then it activates and
 * the page reloads once. The app checks for a new version when it comes back to the front.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () =>
    void import('./pwa-register.tsx')
      .then(({ register }) => register())
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
