import { TEXT } from '../../../lib/messages.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';

/** App-wide: says the device is offline and money actions are paused; gone when the network returns. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div
      role="status"
      aria-label="Offline"
      className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950 dark:border-amber-800 dark:bg-amber-900 dark:text-amber-50"
    >
      {TEXT.offline}
    </div>
  );
}
