import toast from 'react-hot-toast';
import { Workbox } from 'workbox-window';
import { TOAST_IDS } from './toast.tsx';

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
      <button type="button" onClick={onLater} className="rounded-md px-2 py-1 text-sm underline focus-visible:outline-2 focus-visible:outline-blue-600">
        Later
      </button>
    </span>
  );
}

/**
 * Registers the service worker in production builds. A new version waits until the user
 * accepts it from a persistent toast; then it activates and the page reloads once.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });

  wb.addEventListener('waiting', () => {
    const activate = () => {
      toast.dismiss(TOAST_IDS.update);
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    };
    toast(<UpdatePrompt onReload={activate} onLater={() => toast.dismiss(TOAST_IDS.update)} />, {
      id: TOAST_IDS.update,
      duration: Number.POSITIVE_INFINITY,
    });
  });

  void wb.register().catch((error: unknown) => console.error('Service worker registration failed', error));
}
