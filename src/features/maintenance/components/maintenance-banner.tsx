import { lazy, Suspense, useEffect } from 'react';
import { noteMaintenance, useMaintenance } from '../../../lib/maintenance.ts';
import { onReconnect } from '../../../lib/connection.ts';

// Loaded on use: the banner is on every page, and the network code stays out of the first load.
const getMaintenance = async () => (await import('../api/get-maintenance.ts')).getMaintenance();
// The notice (its icon, the date formatter) loads only when maintenance is on.
const MaintenanceNotice = lazy(async () => ({ default: (await import('./maintenance-notice.tsx')).MaintenanceNotice }));

/** How often the app asks whether maintenance started or ended. */
export const MAINTENANCE_POLL_MS = 60_000;

/**
 * App-wide and calm, like the offline banner: while the platform is in maintenance it says so, with
 * the operator's message and the announced end, and that money actions are paused; reading the
 * account goes on. It goes away by itself when maintenance ends (and the money forms open again).
 */
export function MaintenanceBanner() {
  const maintenance = useMaintenance();
  useEffect(() => {
    let stopped = false;
    const check = () =>
      void getMaintenance().then(
        (state) => {
          if (!stopped) noteMaintenance(state);
        },
        () => undefined,
      );
    check();
    const timer = setInterval(check, MAINTENANCE_POLL_MS);
    const off = onReconnect(check);
    return () => {
      stopped = true;
      clearInterval(timer);
      off();
    };
  }, []);

  if (!maintenance.on) return null;
  return (
    <Suspense fallback={null}>
      <MaintenanceNotice maintenance={maintenance} />
    </Suspense>
  );
}
