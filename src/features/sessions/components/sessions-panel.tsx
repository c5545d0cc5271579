import { translate } from '../../../lib/i18n/i18n.ts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { OfflineNotice } from '../../../components/money/offline-notice.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { notify } from '../../../lib/toast.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { listSessions } from '../api/list-sessions.ts';
import { signOutOtherSessions } from '../api/sign-out-other-sessions.ts';
import { SESSION_DEFAULTS } from '../messages.ts';
import { SessionItem } from './session-item.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/**
 * The Security page's "Signed-in devices": every device signed in to the account (this one first),
 * each signed out on its own, or all the others at once; both ask first and show their progress.
 */
export function SessionsPanel() {
  const { data: items, error, reload, setData: setItems } = useResource(listSessions, SESSION_DEFAULTS.list);
  const [confirming, setConfirming] = useState(false);
  const t = useT();
  const [othersError, setOthersError] = useState<string | null>(null);
  const online = useOnlineStatus();
  const others = useApiAction(signOutOtherSessions, { fallback: SESSION_DEFAULTS.signOutOthers, toastErrors: false });

  async function signOutOthers() {
    setOthersError(null);
    const result = await others.run();
    if (!result.ok) {
      setOthersError(result.error.message);
      return;
    }
    setConfirming(false);
    setItems((list) => list?.filter((s) => s.current) ?? []);
    notify.success(translate('sessions.signedOutOthers', { count: result.data.signedOut }));
  }

  const otherCount = items?.filter((s) => !s.current).length ?? 0;
  let body;
  if (error) body = <LoadError message={error} onRetry={() => void reload()} />;
  else if (items === null) body = <p role="status">{t('sessions.loading')}</p>;
  else if (items.length === 0) body = <p className="text-sm text-fg-muted">{t('sessions.none')}</p>;
  else
    body = (
      <ul aria-label={t('sessions.title')} className="flex flex-col gap-3">
        {items.map((s) => (
          <SessionItem
            key={s.id}
            session={s}
            online={online}
            onSignedOut={() => setItems((list) => list?.filter((q) => q.id !== s.id) ?? [])}
          />
        ))}
      </ul>
    );

  return (
    <section
      aria-labelledby="sessions-title"
      className="flex max-w-xl min-w-0 flex-col gap-4 rounded-lg border border-line p-4"
    >
      <h2 id="sessions-title" className="text-lg font-semibold">
        {t('sessions.title')}
      </h2>
      <p className="text-sm text-fg-muted">{t('sessions.intro')}</p>
      {body}
      <OfflineNotice />
      {items && otherCount > 0 ? (
        <SecondaryButton
          className="self-start"
          disabled={!online || others.pending}
          onClick={() => setConfirming(true)}
        >
          {others.pending ? t('sessions.signingOut') : t('sessions.signOutOthers')}
        </SecondaryButton>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('sessions.signOutOthersTitle')}
          rows={[{ label: t('sessions.rowDevices'), value: t('sessions.deviceCount', { count: otherCount }) }]}
          confirmLabel={t('sessions.signOutOthersConfirm')}
          pendingLabel={t('sessions.signingOut')}
          tone="danger"
          pending={others.pending}
          error={othersError}
          onConfirm={() => void signOutOthers()}
          onCancel={() => setConfirming(false)}
        >
          <p className="text-sm text-fg-muted">{t('sessions.signOutOthersIntro')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
