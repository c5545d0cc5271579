import { useState, type FormEvent } from 'react';
import { emailOnlySchema } from '../../../contract/auth.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { checkForm, readForm } from '../../../lib/form-data.ts';
import { DEFAULTS, TEXT } from '../../../lib/messages.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { sendResetLink } from '../api/send-reset-link.ts';

export function ForgotPasswordForm() {
  const { run, pending, fieldErrors, setFieldErrors } = useApiAction(sendResetLink, {
    fallback: DEFAULTS.forgotPassword,
    successMessage: TEXT.resetLinkSent,
  });
  const [sent, setSent] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkForm(emailOnlySchema, readForm(event.currentTarget));
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors);
      return;
    }
    const result = await run(checked.data.email);
    if (result.ok) setSent(true);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField name="email" label="Email" type="email" autoComplete="email" required error={fieldErrors['email']} />
      {sent ? (
        <p role="status" className="rounded-md bg-success-soft p-3 text-sm text-success">
          If an account exists for that address, a reset link is on its way. Check your inbox.
        </p>
      ) : null}
      <SubmitButton pending={pending} pendingLabel="Sending...">
        Send reset link
      </SubmitButton>
    </form>
  );
}
