import { WifiOff } from 'lucide-react';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';

/**
 * App-wide and calm: one notice that the app cannot reach the server (offline, or online without
 * getting through) and that money actions are paused; it goes away by itself when calls work again.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const t = useT();
  if (online) return null;
  return (
    <div
      role="status"
      aria-label={t('pwa.offlineLabel')}
      className="flex items-center justify-center gap-2 border-b border-line bg-surface-2 px-4 py-2 text-center text-label font-medium text-fg"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>{t('pwa.offline')}</span>
    </div>
  );
}
