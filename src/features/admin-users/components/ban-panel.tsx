import { useState, type FormEvent } from 'react';
import type { AdminUserRow } from '../../../contract/admin-users.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { DangerButton } from '../../../components/form/danger-button.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { sentence } from '../../../lib/sentence.ts';
import { updateUserFailed, updateAdminUser } from '../api/update-admin-user.ts';
import { notify } from '../../../lib/toast.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

type Review = { reason: string; form: HTMLFormElement };

/**
 * Ban (the user's sessions end at once) or unban, each with a reason for the audit log. A ban is
 * destructive: a red button, and nothing is sent before a confirmation that restates who and why.
 */
export function BanPanel({ user, onDone }: { user: AdminUserRow; onDone: () => void }) {
  const banned = user.bannedAt !== null;
  const t = useT();
  // A failed ban shows its error inside the confirmation; a failed unban as a toast.
  const action = useApiAction((reason: string) => updateAdminUser(user.id, { banned: !banned, reason }), {
    fallback: updateUserFailed(),
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
      setReasonError(t('admin.ban.reasonTooShort'));
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
        aria-label={banned ? t('admin.ban.unbanUser') : t('admin.ban.banUser')}
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3"
      >
        {banned ? (
          <p className="text-sm">
            {user.banReason
              ? t('admin.ban.sinceReason', { date: formatDateTime(user.bannedAt ?? ''), reason: user.banReason })
              : t('admin.ban.since', { date: formatDateTime(user.bannedAt ?? '') })}
          </p>
        ) : (
          <p className="text-sm text-fg-muted">{t('admin.ban.explain')}</p>
        )}
        <TextField
          name="reason"
          label={banned ? t('admin.ban.reasonUnban') : t('admin.ban.reasonBan')}
          required
          maxLength={255}
          error={reasonError ?? action.fieldErrors.reason}
        />
        <div className="sm:w-56">
          {banned ? (
            <SubmitButton pending={action.pending} pendingLabel={t('admin.ban.unbanning')}>
              {t('admin.ban.unbanUser')}
            </SubmitButton>
          ) : (
            <DangerButton type="submit" className="w-full">
              {t('admin.ban.banUser')}
            </DangerButton>
          )}
        </div>
      </form>
      {review ? (
        <ConfirmDialog
          title={t('admin.ban.confirmTitle')}
          rows={[
            { label: t('admin.ban.user'), value: `${user.email} (@${user.username})` },
            { label: t('admin.ban.reason'), value: review.reason },
          ]}
          confirmLabel={t('admin.ban.banUser')}
          pendingLabel={t('admin.ban.banning')}
          tone="danger"
          pending={action.pending}
          error={error}
          onConfirm={() => void send(review.reason, review.form)}
          onCancel={() => setReview(null)}
        >
          <p className="text-sm text-fg-muted">{t('admin.ban.confirmExplain')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
