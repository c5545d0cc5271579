import { useState } from 'react';
import type { Session } from '../../../contract/sessions.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { StatusBadge } from '../../../components/status/status-badge.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { signOutSession } from '../api/sign-out-session.ts';
import { deviceName, SESSION_DEFAULTS } from '../messages.ts';

type Props = { session: Session; online: boolean; onSignedOut: () => void };

/** One signed-in device: what and where, since when, last seen; another device is signed out after a confirmation. */
export function SessionItem({ session, online, onSignedOut }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = deviceName(session);
  const action = useApiAction(() => signOutSession(session.id), {
    fallback: SESSION_DEFAULTS.signOut,
    successMessage: `${name} was signed out.`,
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
        {session.current ? <StatusBadge status="approved" label="This device" /> : null}
      </p>
      <p className="text-sm break-words text-fg-muted">
        {session.place} · {session.ipAddress}
      </p>
      <p className="text-sm text-fg-muted">
        Signed in {formatDateTime(session.createdAt)} · Last seen {formatDateTime(session.lastSeenAt)}
      </p>
      {session.current ? null : (
        <SecondaryButton
          className="mt-1 self-start"
          aria-label={`Sign out this device (${name})`}
          disabled={!online || action.pending}
          onClick={() => setConfirming(true)}
        >
          Sign out this device
        </SecondaryButton>
      )}
      {confirming ? (
        <ConfirmDialog
          title="Sign out this device?"
          rows={[
            { label: 'Device', value: name },
            { label: 'Place', value: `${session.place} (${session.ipAddress})` },
            { label: 'Last seen', value: formatDateTime(session.lastSeenAt) },
          ]}
          confirmLabel="Sign out device"
          pendingLabel="Signing out..."
          tone="danger"
          pending={action.pending}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        >
          <p className="text-sm text-fg-muted">It is signed out at once and must sign in again with the password.</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}
