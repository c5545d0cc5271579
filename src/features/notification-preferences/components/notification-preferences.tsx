import { useCallback, useEffect, useState } from 'react';
import type { MailPreference } from '../../../contract/notification-preferences.ts';
import { LoadError } from '../../../components/status/load-error.tsx';
import { toApiError } from '../../../lib/api-error.ts';
import { usePushDeviceStatus, type PushStatus } from '../../../lib/push-device-status.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { getNotificationPreferences } from '../api/get-notification-preferences.ts';
import { updateNotificationPreferences } from '../api/update-notification-preferences.ts';
import { cellName, ChannelGrid, type Cell } from './channel-grid.tsx';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import type { Translate } from '../../../lib/i18n/use-t.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

const PUSH_REASON: Record<Exclude<PushStatus, 'on'>, MessageId> = {
  checking: 'notifyPrefs.push.checking',
  unsupported: 'notifyPrefs.push.unsupported',
  'needs-install': 'notifyPrefs.push.needsInstall',
  blocked: 'notifyPrefs.push.blocked',
  off: 'notifyPrefs.push.off',
};
const PUSH_REASON_ID = 'notify-pref-push-reason';

type Failure = { message: string; cell: Cell; next: boolean };

/** "Money e-mail on": the change a status message speaks of. */
const describe = (t: Translate, cell: Cell, on: boolean) =>
  t(on ? 'notifyPrefs.stateOn' : 'notifyPrefs.stateOff', { what: cellName(t, cell) });

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
  const t = useT();

  const load = useCallback(() => {
    setLoadError(null);
    getNotificationPreferences()
      .then((r) => setItems(r.preferences))
      .catch((caught: unknown) => setLoadError(toApiError(caught, translate('notifyPrefs.error.load')).message));
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
      setSaved(t('notifyPrefs.saved', { state: describe(t, cell, next) }));
    } catch (caught) {
      setItems(before);
      setFailure({
        message: t('notifyPrefs.notSaved', {
          state: describe(t, cell, next),
          reason: toApiError(caught, translate('notifyPrefs.error.save')).message,
        }),
        cell,
        next,
      });
    } finally {
      setSaving(null);
    }
  }

  let body;
  if (loadError) body = <LoadError message={loadError} onRetry={load} />;
  else if (!items) body = <p role="status">{t('notifyPrefs.loading')}</p>;
  else {
    body = (
      <>
        {push === 'on' ? null : (
          <p id={PUSH_REASON_ID} className="text-sm text-fg-muted">
            {t(PUSH_REASON[push])}
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
        {t('notifyPrefs.title')}
      </h2>
      <p className="text-sm text-fg-muted">{t('notifyPrefs.intro')}</p>
      {online ? null : (
        <p role="status" className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning">
          {t('notifyPrefs.offline')}
        </p>
      )}
      {body}
      <p role="status" className="min-h-5 text-sm text-fg-muted">
        {saving
          ? t('notifyPrefs.saving', {
              state: describe(t, saving, items?.find((p) => p.category === saving.category)?.[saving.channel] ?? true),
            })
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
            {t('notifyPrefs.tryAgain')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
