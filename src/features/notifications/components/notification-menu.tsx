import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { HEADER_BUTTON } from '../../../components/header/app-header.tsx';
import { bellLabel, NotificationBadge } from '../../../components/header/notification-badge.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useNotificationStore } from '../notification-store.ts';
import { useNotificationPolling } from '../use-notification-polling.ts';

const loadPanel = () => import('./notification-panel.tsx');
const NotificationPanel = lazy(async () => ({ default: (await loadPanel()).NotificationPanel }));

/** The header bell with its unread badge and the dropdown of the 3 newest notifications. */
export function NotificationMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const unreadCount = useNotificationStore((s) => s.unreadCount);
  useNotificationPolling(open);

  useEffect(() => {
    if (!open) return undefined;
    useNotificationStore.getState().warmActions();
    const onPointer = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const t = useT();
  const count = unreadCount ?? 0;
  // Fetch the panel's chunk as soon as the bell is likely to be opened.
  const warm = () => void loadPanel();

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label={bellLabel(count, t)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        onPointerEnter={warm}
        onFocus={warm}
        className={HEADER_BUTTON}
      >
        <Bell aria-hidden="true" className="size-5" />
        <NotificationBadge count={count} />
      </button>
      {/* Anchored to the viewport's right edge: under the bell it reached over the tablet sidebar. */}
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label={t('notifications.menu')}
          className="fixed inset-x-2 top-14 z-30 rounded-card border border-line bg-surface text-fg shadow-lg sm:left-auto sm:w-80"
        >
          <Suspense
            fallback={
              <p role="status" className="px-3 py-4 text-sm">
                {t('notifications.loading')}
              </p>
            }
          >
            <NotificationPanel onClose={() => setOpen(false)} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
