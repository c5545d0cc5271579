import { useState } from 'react';
import type { Session } from '../../../contract/sessions.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { StatusBadge } from '../../../components/status/status-badge.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { signOutSession } from '../api/sign-out-session.ts';
import { deviceName, SESSION_DEFAULTS } from '../messages.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

type Props = { session: Session; online: boolean; onSignedOut: () => void };

/** One signed-in device: what and where, since when, last seen; another device is signed out after a confirmation. */
export function SessionItem({ session, online, onSignedOut }: Props) {
  const [confirming, setConfirming] = useState(false);
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const name = deviceName(session);
  const action = useApiAction(() => signOutSession(session.id), {
    fallback: SESSION_DEFAULTS.signOut,
    successMessage: translate('sessions.signedOutOne', { name }),
    toastErrors: false,
  });

  async function confirm() {
    setError(null);
    const result = await action.run();
    if (result.ok) {
      setConfirming(false);
      onSignedOut();
    } else setError(result.error.message);
  }

  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-md border border-line p-3">
      <p className="flex flex-wrap items-center gap-2 font-medium break-words">
        {name}
        {session.current ? <StatusBadge status="approved" label={t('sessions.thisDevice')} /> : null}
      </p>
      <p className="text-sm break-words text-fg-muted">
        {session.place} · {session.ipAddress}
      </p>
      <p className="text-sm text-fg-muted">
        {t('sessions.since', {
          signedIn: formatDateTime(session.createdAt),
          lastSeen: formatDateTime(session.lastSeenAt),
        })}
      </p>
      {session.current ? null : (
        <SecondaryButton
          className="mt-1 self-start"
          aria-label={t('sessions.signOutOneNamed', { name })}
          disabled={!online || action.pending}
          onClick={() => setConfirming(true)}
        >
          {t('sessions.signOutOne')}
        </SecondaryButton>
      )}
      {confirming ? (
        <ConfirmDialog
          title={t('sessions.signOutOneTitle')}
          rows={[
            { label: t('sessions.rowDevice'), value: name },
            { label: t('sessions.rowPlace'), value: `${session.place} (${session.ipAddress})` },
            { label: t('sessions.rowLastSeen'), value: formatDateTime(session.lastSeenAt) },
          ]}
          confirmLabel={t('sessions.signOutOneConfirm')}
          pendingLabel={t('sessions.signingOut')}
          tone="danger"
          pending={action.pending}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        >
          <p className="text-sm text-fg-muted">{t('sessions.signOutOneIntro')}</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
