import { useOnlineStatus } from '../../lib/use-online-status.ts';

/**
 * Says, beside the disabled money buttons, why they are disabled. The app-wide offline banner
 * (features/pwa) carries the full offline message; this one does not repeat it word for word.
 */
export function OfflineNotice({ className = '' }: { className?: string }) {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p role="status" className={`rounded-md bg-warning-soft px-3 py-2 text-sm text-warning ${className}`}>
      This action is paused while you are offline.
    </p>
  );
}
