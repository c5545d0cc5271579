import type { Translate } from '../../lib/i18n/use-t.ts';
/** The bell badge shows the unread count, "9+" above 9, nothing at 0. */
export function formatBadgeCount(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/**
 * The bell's accessible name. It says what the badge shows ("9+" above 9, not the exact number):
 * a spoken name must contain the visible text (WCAG 2.5.3, axe label-content-name-mismatch).
 */
export function bellLabel(count: number, t: Translate): string {
  return t('header.notifications', { count, shown: formatBadgeCount(count) });
}

export function NotificationBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute top-0.5 right-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs leading-5 font-bold text-white"
    >
      {formatBadgeCount(count)}
    </span>
  );
}
