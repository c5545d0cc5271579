import { formatLocalDateTime } from '../../contract/date-time.ts';
import { Trans } from '@lingui/react';
/** "Nov 21, 2026, 9:05 PM" in the device's time zone: the product's one date format (src/contract/date-time.ts). */
export function formatDateTime(value: number | string): string {
  return formatLocalDateTime(value);
}

/** Cached data is on screen because the refresh failed: say why and how old it is. */
export function AsOfNotice({ error, fetchedAt }: { error: string; fetchedAt: number }) {
  return (
    <p role="status" className="rounded-md bg-warning-soft px-2 py-1 text-xs text-warning">
      <Trans
        id="status.asOf"
        values={{ error: error.replace(/\.+$/, ''), when: formatDateTime(fetchedAt) }}
        components={{ 0: <time dateTime={new Date(fetchedAt).toISOString()} /> }}
      />
    </p>
  );
}
