import { useCallback, useEffect, useState } from 'react';
import type { MailPreference } from '../../../contract/notification-preferences.ts';
import { LoadError } from '../../../components/status/load-error.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { usePushDeviceStatus, type PushStatus } from '../../../lib/push-device-status.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { FETCH_PREFERENCES_FAILED, getNotificationPreferences } from '../api/get-notification-preferences.ts';
import { SAVE_PREFERENCES_FAILED, updateNotificationPreferences } from '../api/update-notification-preferences.ts';
import { CATEGORY_TEXT, CHANNELS, ChannelGrid, type Cell } from './channel-grid.tsx';

const PUSH_REASON: Record<Exclude<PushStatus, 'on'>, string> = {
  checking: 'Checking whether this device can get push notifications...',
  unsupported:
    'Push cannot be chosen here: this browser cannot receive push notifications. On iPhone and iPad, add the app to your Home Screen first.',
  'needs-install':
    'Push cannot be chosen here yet: on iPhone and iPad, push needs the app on your Home Screen first ("Add to Home Screen").',
  blocked: 'Push cannot be chosen here: notifications are blocked for this site in your browser settings.',
  off: 'Push cannot be chosen here: push notifications are off on this device. Turn them on under "This device" above.',
};
const PUSH_REASON_ID = 'notify-pref-push-reason';

type Failure = { message: string; cell: Cell; next: boolean };

const describe = (cell: Cell, on: boolean) =>
  `${CATEGORY_TEXT[cell.category].label} ${CHANNELS.find((c) => c.channel === cell.channel)?.label.toLowerCase() ?? cell.channel} ${on ? 'on' : 'off'}`;

/**
 * Settings' "Notifications" section: for each category, in-app, e-mail and push, each switch saved
 * as it changes (shown at once, undone if the save fails). Security is locked on; the push column
 * waits until push is on for this device; nothing changes while offline.
 */
export function NotificationPreferences() {
  const [items, setItems] = useState<MailPreference[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState<Cell | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const online = useOnlineStatus();
  const push = usePushDeviceStatus((s) => s.status);

  const load = useCallback(() => {
    setLoadError(null);
    getNotificationPreferences()
      .then((r) => setItems(r.preferences))
      .catch((caught: unknown) => setLoadError(toApiError(caught, FETCH_PREFERENCES_FAILED).message));
  }, []);
  useEffect(load, [load]);

  async function toggle(cell: Cell, next: boolean) {
    if (!items || saving || !online) return;
    const before = items;
    setItems(items.map((p) => (p.category === cell.category ? { ...p, [cell.channel]: next } : p)));
    setSaving(cell);
    setSaved(null);
    setFailure(null);
    try {
      const answer = await updateNotificationPreferences({
        preferences: [{ category: cell.category, [cell.channel]: next }],
      });
      setItems(answer.preferences);
      setSaved(`Saved: ${describe(cell, next)}`);
    } catch (caught) {
      setItems(before);
      setFailure({
        message: `${describe(cell, next)} was not saved. ${toApiError(caught, SAVE_PREFERENCES_FAILED).message}`,
        cell,
        next,
      });
    } finally {
      setSaving(null);
    }
  }

  let body;
  if (loadError) body = <LoadError message={loadError} onRetry={load} />;
  else if (!items) body = <p role="status">Loading notification preferences...</p>;
  else {
    body = (
      <>
        {push === 'on' ? null : (
          <p id={PUSH_REASON_ID} className="text-sm text-fg-muted">
            {PUSH_REASON[push]}
          </p>
        )}
        <ChannelGrid
          items={items}
          saving={saving}
          frozen={saving !== null || !online}
          pushReasonId={push === 'on' ? null : PUSH_REASON_ID}
          onToggle={(cell, next) => void toggle(cell, next)}
        />
      </>
    );
  }

  return (
    <section
      aria-labelledby="notification-settings-title"
      aria-busy={saving !== null || undefined}
      className="mt-8 flex max-w-2xl flex-col gap-3 rounded-lg border border-line p-4"
    >
      <h2 id="notification-settings-title" className="text-lg font-semibold">
        Notifications
      </h2>
      <p className="text-sm text-fg-muted">
        Choose where each kind of message reaches you: the bell in the app, e-mail, or push on your devices.
      </p>
      {online ? null : (
        <p role="status" className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning">
          You are offline. Your choices can be changed again once you are back online.
        </p>
      )}
      {body}
      <p role="status" className="min-h-5 text-sm text-fg-muted">
        {saving
          ? `Saving ${describe(saving, items?.find((p) => p.category === saving.category)?.[saving.channel] ?? true)}...`
          : saved}
      </p>
      {failure ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
          <span>{failure.message}</span>
          <button
            type="button"
            onClick={() => void toggle(failure.cell, failure.next)}
            disabled={!online}
            className="min-h-tap rounded-md border border-current px-3 py-1 focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
          >
            Try again
          </button>
        </div>
      ) : null}
    </section>
  );
}
