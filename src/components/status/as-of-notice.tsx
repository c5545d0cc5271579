export function formatDateTime(value: number | string): string {
  return new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Cached data is on screen because the refresh failed: say why and how old it is. */
export function AsOfNotice({ error, fetchedAt }: { error: string; fetchedAt: number }) {
  return (
    <p role="status" className="rounded-md bg-amber-100 px-2 py-1 text-xs text-amber-950 dark:bg-amber-900 dark:text-amber-50">
      {error.replace(/\.+$/, '')}. Displaying previous data, as of{' '}
      <time dateTime={new Date(fetchedAt).toISOString()}>{formatDateTime(fetchedAt)}</time>
    </p>
  );
}
