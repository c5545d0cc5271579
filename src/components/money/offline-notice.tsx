import { useOnlineStatus } from '../../lib/use-online-status.ts';
import { useMaintenance } from '../../lib/maintenance.ts';
import { useT } from '../../lib/i18n/use-t.ts';

/**
 * Says, beside the disabled money buttons, why they are disabled. The app-wide offline banner
 * (features/pwa) carries the full offline message; this one does not repeat it word for word.
 */
export function OfflineNotice({ className = '', money = false }: { className?: string; money?: boolean }) {
  const t = useT();
  const online = useOnlineStatus();
  const maintenance = useMaintenance();
  // An investor's money form also pauses for maintenance (admins keep working: they pass no `money`).
  if (online && money && maintenance.on) {
    return (
      <p role="status" className={`rounded-md bg-warning-soft px-3 py-2 text-sm text-warning ${className}`}>
        {t('money.paused.maintenance')}
      </p>
    );
  }
  if (online) return null;
  return (
    <p role="status" className={`rounded-md bg-warning-soft px-3 py-2 text-sm text-warning ${className}`}>
      {t('money.paused.offline')}
    </p>
  );
}
