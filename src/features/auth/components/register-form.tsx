import type { FormEvent } from 'react';
import { registerRequestSchema } from '../../../contract/auth.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { checkForm, readForm } from '../../../lib/form-data.ts';
import { DEFAULTS, TEXT } from '../../../lib/messages.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { registerUser } from '../api/register-user.ts';
import { useStartSession } from '../hooks/use-start-session.ts';
import { notify } from '../../../lib/toast.tsx';

type RegisterFormProps = { referralCode?: string | undefined };

/** All registration fields; the referral code is prefilled from `?ref=`. */
export function RegisterForm({ referralCode }: RegisterFormProps) {
  const { run, pending, fieldErrors, setFieldErrors } = useApiAction(registerUser, { fallback: DEFAULTS.register });
  const startSession = useStartSession();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = readForm(event.currentTarget);
    const { referralCode: code, ...rest } = values;
    const checked = checkForm(registerRequestSchema, code?.trim() ? { ...rest, referralCode: code } : rest);
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors);
      return;
    }
    const result = await run(checked.data);
    if (!result.ok) return;
    notify.success(TEXT.registered);
    await startSession(result.data);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        name="firstName"
        label="First name"
        autoComplete="given-name"
        required
        error={fieldErrors['firstName']}
      />
      <TextField
        name="lastName"
        label="Last name"
        autoComplete="family-name"
        required
        error={fieldErrors['lastName']}
      />
      <TextField name="username" label="Username" autoComplete="username" required error={fieldErrors['username']} />
      <TextField name="email" label="Email" type="email" autoComplete="email" required error={fieldErrors['email']} />
      <TextField name="phone" label="Phone" type="tel" autoComplete="tel" required error={fieldErrors['phone']} />
      <TextField name="country" label="Country" autoComplete="country-name" required error={fieldErrors['country']} />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="8 to 128 characters."
        error={fieldErrors['password']}
      />
      <TextField
        name="referralCode"
        label="Referral code (optional)"
        defaultValue={referralCode ?? ''}
        autoComplete="off"
        error={fieldErrors['referralCode']}
      />
      <div className="sm:col-span-2">
        <SubmitButton pending={pending} pendingLabel="Registering...">
          Create account
        </SubmitButton>
      </div>
    </form>
  );
}
