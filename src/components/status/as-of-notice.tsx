const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov 21, 2026, 9:05 PM" in the device's time zone. Written out rather than Intl: the UI is
 * English only (spec §2), and building an Intl formatter took about 15 ms of a phone's first
 * dashboard render.
 */
export function formatDateTime(value: number | string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${MONTHS[date.getMonth()] ?? ''} ${date.getDate()}, ${date.getFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Cached data is on screen because the refresh failed: say why and how old it is. */
export function AsOfNotice({ error, fetchedAt }: { error: string; fetchedAt: number }) {
  return (
    <p role="status" className="rounded-md bg-warning-soft px-2 py-1 text-xs text-warning">
      {error.replace(/\.+$/, '')}. Displaying previous data, as of{' '}
      <time dateTime={new Date(fetchedAt).toISOString()}>{formatDateTime(fetchedAt)}</time>
    </p>
  );
}
