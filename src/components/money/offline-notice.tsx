import { TEXT } from '../../lib/messages.ts';
import { useOnlineStatus } from '../../lib/use-online-status.ts';

/** Says why the money buttons are disabled while the device is offline. */
export function OfflineNotice() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p role="status" className="rounded-md bg-amber-100 px-3 py-2 text-sm text-amber-950 dark:bg-amber-900 dark:text-amber-50">
      {TEXT.offline}
    </p>
  );
}
