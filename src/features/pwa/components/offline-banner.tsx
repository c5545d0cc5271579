import { lazy, Suspense } from 'react';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';

// The notice and its icon load the first time they are needed: every page carries this banner,
// and the first load stays small (an offline start takes them from the worker's cache).
const OfflineNotice = lazy(async () => ({ default: (await import('./offline-notice.tsx')).OfflineNotice }));

/**
 * App-wide and calm: one notice that the app cannot reach the server (offline, or online without
 * getting through) and that money actions are paused; it goes away by itself when calls work again.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineNotice />
    </Suspense>
  );
}
