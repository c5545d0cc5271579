import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { resetPasswordRequestSchema } from '../../../contract/auth.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { checkForm, readForm } from '../../../lib/form-data.ts';
import { DEFAULTS, TEXT } from '../../../lib/messages.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { resetPassword } from '../api/reset-password.ts';

export function ResetPasswordForm({ token }: { token: string }) {
  const { run, pending, fieldErrors, setFieldErrors } = useApiAction(resetPassword, {
    fallback: DEFAULTS.resetPassword,
    successMessage: TEXT.passwordReset,
  });
  const navigate = useNavigate();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkForm(resetPasswordRequestSchema, { ...readForm(event.currentTarget), token });
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors);
      return;
    }
    const result = await run(checked.data);
    if (result.ok) await navigate({ to: '/login', replace: true });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {fieldErrors['token'] ? (
        <p role="alert" className="text-sm text-danger">
          This reset link is not valid: {fieldErrors['token']}. Ask for a new one.
        </p>
      ) : null}
      <NewPasswordFields errors={fieldErrors} confirmLabel="Confirm password" />
      <SubmitButton pending={pending} pendingLabel="Resetting...">
        Reset password
      </SubmitButton>
    </form>
  );
}
