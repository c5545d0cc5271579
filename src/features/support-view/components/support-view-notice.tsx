import { Eye } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t.ts';

// Loaded on use: the banner is on every page, and the network code stays out of the first load.
const getCurrentSupportView = async () => (await import('../api/get-current-support-view.ts')).getCurrentSupportView();

const two = (n: number) => String(n).padStart(2, '0');

/** "29:41": minutes and seconds left, never below zero. */
export function remainingText(endsAt: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return `${two(Math.floor(seconds / 60))}:${two(seconds % 60)}`;
}

/** Ticks once a second while a view is open, so the countdown moves. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** The banner itself, loaded when the tab runs on a support token (support-view-banner.tsx). */
export function SupportViewNotice() {
  const t = useT();
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const now = useNow(endsAt !== null);

  useEffect(() => {
    let stopped = false;
    void getCurrentSupportView().then(
      (view) => {
        if (!stopped && view.support_view && view.expires_at) setEndsAt(Date.parse(view.expires_at));
      },
      () => undefined,
    );
    return () => {
      stopped = true;
    };
  }, []);

  const ended = endsAt !== null && now >= endsAt;
  return (
    <div
      role="status"
      aria-label={t('admin.supportBanner.label')}
      className="flex flex-wrap items-center justify-center gap-x-2 border-b border-line bg-warning-soft px-4 py-2 text-center text-label font-medium text-warning"
    >
      <Eye aria-hidden="true" className="size-4 shrink-0" />
      <span>{ended ? t('admin.supportBanner.ended') : t('admin.supportBanner.active')}</span>
      {endsAt !== null && !ended ? (
        <span className="tabular-nums">
          {t('admin.supportBanner.endsIn')}{' '}
          <time dateTime={new Date(endsAt).toISOString()}>{remainingText(endsAt, now)}</time>
        </span>
      ) : null}
    </div>
  );
}
