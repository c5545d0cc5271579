// First import: starts reading the cached stores from IndexedDB while the rest is evaluated.
import './boot-reads.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { HYDRATED_STORES } from './hydrated-stores.ts';
import { hydrateStores } from './lib/hydrate.ts';
import { watchLiveness } from './lib/liveness.ts';
import { activateLocale, initialLocale } from './lib/i18n/i18n.ts';
import { registerServiceWorker, startPwa } from './lib/pwa.ts';
import { getSession } from './lib/session-store.ts';
import { supportTabToken } from './lib/support-tab.ts';
import { applyTheme, readInitialTheme } from './lib/theme.ts';
import { AppRoot, createAppRouter } from './router.tsx';
import './styles.css';

// Apply the theme before anything renders, so there is no flash of the wrong theme.
applyTheme(readInitialTheme());
// A support-view tab leaves the device's install prompt, badge, push and worker alone.
const supportToken = supportTabToken();
// The install prompt can fire before React renders; theme-color and badge follow theme and session.
if (!supportToken) startPwa();

// Marks of the start's phases (cheap): the offline bench prints them (bench/offline.bench.ts).
performance.mark('boot:evaluated');

async function start(): Promise<void> {
  await hydrateStores(HYDRATED_STORES);
  // Only a support tab needs the network code this early; every other start keeps it off the first load.
  if (supportToken) await (await import('./lib/support-tab-session.ts')).enterSupportView(supportToken);
  performance.mark('boot:hydrated');
  // Another language's catalog (one small chunk) loads while the first route's guards run.
  const language = activateLocale(initialLocale(getSession().user?.language)).catch(() => activateLocale('en'));
  const router = createAppRouter();
  // Match the first route and run its guards before React mounts, so the first render already
  // shows the page (from the cached stores) instead of mounting, loading, then rendering again.
  await Promise.all([router.load(), language]);
  performance.mark('boot:routed');
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const root = createRoot(container);
  // A transition: React renders the first tree in ~5 ms slices, between which the browser can
  // answer a tap, instead of one task of 160-210 ms on a 4x slower phone
  // (docs/decisions/0064-first-render-as-transition.md).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppRoot router={router} />
      </StrictMode>,
    ),
  );
  if (!supportToken) registerServiceWorker();
  watchLiveness();
}

void start();
