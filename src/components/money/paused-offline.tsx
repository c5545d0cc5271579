import { WifiOff } from 'lucide-react';
import { useT } from '../../lib/i18n/use-t.ts';

/**
 * A money form that cannot open without the network (its methods or accounts never loaded on
 * this device): paused, with the offline reason, not a bare network error. It opens by itself
 * when the connection returns (the page's load reruns on reconnect).
 */
export function PausedOffline({ title, needs }: { title: string; needs: string }) {
  const t = useT();
  return (
    <section
      aria-label={t('money.paused.region', { title })}
      className="flex max-w-md flex-col gap-2 rounded-card border border-line bg-surface p-card"
    >
      <p role="status" className="flex items-center gap-2 rounded-md bg-warning-soft px-3 py-2 text-sm text-warning">
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        {t('money.paused.offline')}
      </p>
      <p className="text-sm text-fg-muted">{t('money.paused.needs', { title, needs })}</p>
    </section>
  );
}
