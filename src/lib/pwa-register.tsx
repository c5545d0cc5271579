import { notify, TOAST_IDS } from './toast.tsx';

/** How often an open app asks the server whether a new version was deployed. */
const UPDATE_CHECK_MS = 30 * 60_000;

function UpdatePrompt({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>A new version is available</span>
      <button
        type="button"
        onClick={onReload}
        className="rounded-md bg-blue-700 px-3 py-1 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        Reload
      </button>
      <button
        type="button"
        onClick={onLater}
        className="rounded-md px-2 py-1 text-sm underline focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        Later
      </button>
    </span>
  );
}

/**
 * The service worker's registration and update prompt, a chunk of its own: main.tsx's
 * registerServiceWorker (lib/pwa.ts) loads it once the page has loaded, so neither it nor
 * workbox-window is part of the first load.
 */
export async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });

  wb.addEventListener('waiting', () => {
    const activate = () => {
      notify.dismiss(TOAST_IDS.update);
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    };
    notify.show(<UpdatePrompt onReload={activate} onLater={() => notify.dismiss(TOAST_IDS.update)} />, {
      id: TOAST_IDS.update,
      duration: Number.POSITIVE_INFINITY,
    });
  });

  let lastCheck = Date.now();
  const checkForUpdate = () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_MS) return;
    lastCheck = Date.now();
    void wb.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', checkForUpdate);
  setInterval(checkForUpdate, UPDATE_CHECK_MS);

  await wb.register();
}
