import { WifiOff } from 'lucide-react';
import { useT } from '../../../lib/i18n/use-t.ts';

/** The offline notice itself: loaded the first time the app loses the server (offline-banner.tsx). */
export function OfflineNotice() {
  const t = useT();
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
