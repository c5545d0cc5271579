import { useState, type FormEvent } from 'react';
import type { ApiError } from '../../../lib/api-error.ts';
import { lockEnd, SecretAttempts, useSecondsLeft } from '../../../components/form/secret-attempts.tsx';
import { changePasswordRequestSchema } from '../../../contract/auth.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { checkForm, readForm } from '../../../lib/form-data.ts';
import { DEFAULTS } from '../../../lib/messages.ts';
import { getSession, useSessionStore } from '../../../lib/session-store.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useStepUp } from '../../../lib/use-step-up.tsx';
import { changePassword } from '../api/change-password.ts';
import { notify } from '../../../lib/toast.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** Change password; the server's fresh token replaces the revoked one so the user stays logged in. */
export function ChangePasswordForm() {
  // The server asks this session to confirm it is the owner first (step-up), then the change runs again.
  const stepUp = useStepUp();
  const t = useT();
  const { run, pending, fieldErrors, setFieldErrors } = useApiAction(stepUp.guard(changePassword), {
    fallback: DEFAULTS.changePassword,
    successMessage: translate('password.updated'),
    // A wrong current password is one inline message with the tries left, then the lock's countdown.
    toastErrors: false,
  });
  const [failure, setFailure] = useState<ApiError | null>(null);
  const secondsLeft = useSecondsLeft(lockEnd(failure));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!getSession().token) {
      notify.error(translate('password.noToken'));
      return;
    }
    const checked = checkForm(changePasswordRequestSchema, readForm(form));
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors);
      return;
    }
    setFailure(null);
    const result = await run(checked.data);
    if (!result.ok) {
      setFailure(result.error);
      return;
    }
    const { token, user } = result.data;
    const session = useSessionStore.getState();
    const nextUser = user ?? session.user;
    if (token && nextUser) session.setSession({ token, user: nextUser });
    else if (user) session.setUser(user);
    form.reset();
  }

  return (
    <>
      {stepUp.dialog}
      <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
        <SecretAttempts error={failure} secondsLeft={secondsLeft} />
        <fieldset disabled={secondsLeft > 0} className="contents">
          <TextField
            name="currentPassword"
            label={t('password.current')}
            type="password"
            autoComplete="current-password"
            required
            error={fieldErrors['currentPassword']}
          />
          <NewPasswordFields errors={fieldErrors} confirmLabel={t('password.confirmNew')} />
          <SubmitButton pending={pending} pendingLabel={t('password.updating')}>
            {t('password.update')}
          </SubmitButton>
        </fieldset>
      </form>
    </>
  );
}
