import { Wrench } from 'lucide-react';
import { useEffect } from 'react';
import { screenFormat } from '../../../contract/locale-format.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { noteMaintenance, useMaintenance } from '../../../lib/maintenance.ts';
import { onReconnect } from '../../../lib/connection.ts';

// Loaded on use: the banner is on every page, and the network code stays out of the first load.
const getMaintenance = async () => (await import('../api/get-maintenance.ts')).getMaintenance();

/** How often the app asks whether maintenance started or ended. */
export const MAINTENANCE_POLL_MS = 60_000;

/**
 * App-wide and calm, like the offline banner: while the platform is in maintenance it says so, with
 * the operator's message and the announced end, and that money actions are paused; reading the
 * account goes on. It goes away by itself when maintenance ends (and the money forms open again).
 */
export function MaintenanceBanner() {
  const t = useT();
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
  const until = maintenance.until ? screenFormat().dateTime(maintenance.until) : '';
  return (
    <div
      role="status"
      aria-label={t('maintenance.label')}
      className="flex items-start justify-center gap-2 border-b border-line bg-surface-2 px-4 py-2 text-center text-label font-medium text-fg"
    >
      <Wrench aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {maintenance.message} {t('maintenance.paused')}
        {until ? ` ${t('maintenance.until', { at: until })}` : null}
      </span>
    </div>
  );
}
