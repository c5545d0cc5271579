import { useState, type FormEvent } from 'react';
import type { AdminUserRow } from '../../../contract/admin-users.ts';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { UPDATE_USER_FAILED, updateAdminUser } from '../api/update-admin-user.ts';
import { notify } from '../../../lib/toast.tsx';

/** Ban (the user's sessions end at once) or unban, each with a reason for the audit log. */
export function BanPanel({ user, onDone }: { user: AdminUserRow; onDone: () => void }) {
  const banned = user.bannedAt !== null;
  const action = useApiAction((reason: string) => updateAdminUser(user.id, { banned: !banned, reason }), { fallback: UPDATE_USER_FAILED });
  const [reasonError, setReasonError] = useState<string | undefined>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const reason = String(new FormData(form).get('reason') ?? '').trim();
    if (reason.length < 3) {
      setReasonError('must be at least 3 characters');
      return;
    }
    setReasonError(undefined);
    const result = await action.run(reason);
    if (result.ok) {
      notify.success(result.data.message);
      form.reset();
      onDone();
    }
  };

  return (
    <form aria-label={banned ? 'Unban user' : 'Ban user'} onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
      {banned ? (
        <p className="text-sm">
          Banned since {formatDateTime(user.bannedAt ?? '')}
          {user.banReason ? `: ${user.banReason}` : ''}
        </p>
      ) : (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">A ban signs the user out everywhere at once and blocks logging in.</p>
      )}
      <TextField name="reason" label={banned ? 'Reason to unban' : 'Reason to ban'} required maxLength={255} error={reasonError ?? action.fieldErrors.reason} />
      <div className="sm:w-56">
        <SubmitButton pending={action.pending} pendingLabel={banned ? 'Unbanning...' : 'Banning...'}>
          {banned ? 'Unban user' : 'Ban user'}
        </SubmitButton>
      </div>
    </form>
  );
}
