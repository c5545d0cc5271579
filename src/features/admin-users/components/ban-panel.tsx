import { useState, type FormEvent } from 'react';
import type { AdminUserRow } from '../../../contract/admin-users.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { DangerButton } from '../../../components/form/danger-button.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { sentence } from '../../../lib/sentence.ts';
import { UPDATE_USER_FAILED, updateAdminUser } from '../api/update-admin-user.ts';
import { notify } from '../../../lib/toast.tsx';

type Review = { reason: string; form: HTMLFormElement };

/**
 * Ban (the user's sessions end at once) or unban, each with a reason for the audit log. A ban is
 * destructive: a red button, and nothing is sent before a confirmation that restates who and why.
 */
export function BanPanel({ user, onDone }: { user: AdminUserRow; onDone: () => void }) {
  const banned = user.bannedAt !== null;
  // A failed ban shows its error inside the confirmation; a failed unban as a toast.
  const action = useApiAction((reason: string) => updateAdminUser(user.id, { banned: !banned, reason }), {
    fallback: UPDATE_USER_FAILED,
    toastErrors: banned,
  });
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [review, setReview] = useState<Review | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send(reason: string, form: HTMLFormElement) {
    const result = await action.run(reason);
    if (result.ok) {
      notify.success(sentence(result.data.message));
      form.reset();
      setReview(null);
      onDone();
    } else setError(result.error.message);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const reason = String(new FormData(form).get('reason') ?? '').trim();
    if (reason.length < 3) {
      setReasonError('must be at least 3 characters');
      return;
    }
    setReasonError(undefined);
    setError(null);
    if (banned) void send(reason, form);
    else setReview({ reason, form });
  };

  return (
    <>
      <form
        aria-label={banned ? 'Unban user' : 'Ban user'}
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3"
      >
        {banned ? (
          <p className="text-sm">
            Banned since {formatDateTime(user.bannedAt ?? '')}
            {user.banReason ? `: ${user.banReason}` : ''}
          </p>
        ) : (
          <p className="text-sm text-fg-muted">A ban signs the user out everywhere at once and blocks logging in.</p>
        )}
        <TextField
          name="reason"
          label={banned ? 'Reason to unban' : 'Reason to ban'}
          required
          maxLength={255}
          error={reasonError ?? action.fieldErrors.reason}
        />
        <div className="sm:w-56">
          {banned ? (
            <SubmitButton pending={action.pending} pendingLabel="Unbanning...">
              Unban user
            </SubmitButton>
          ) : (
            <DangerButton type="submit" className="w-full">
              Ban user
            </DangerButton>
          )}
        </div>
      </form>
      {review ? (
        <ConfirmDialog
          title="Ban this user?"
          rows={[
            { label: 'User', value: `${user.email} (@${user.username})` },
            { label: 'Reason', value: review.reason },
          ]}
          confirmLabel="Ban user"
          pendingLabel="Banning..."
          tone="danger"
          pending={action.pending}
          error={error}
          onConfirm={() => void send(review.reason, review.form)}
          onCancel={() => setReview(null)}
        >
          <p className="text-sm text-fg-muted">
            They are signed out on every device at once and cannot log in until unbanned.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
