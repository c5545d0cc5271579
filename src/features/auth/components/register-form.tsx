import type { FormEvent } from 'react';
import { registerRequestSchema } from '../../../contract/auth.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { checkForm, readForm } from '../../../lib/form-data.ts';
import { DEFAULTS } from '../../../lib/messages.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { registerUser } from '../api/register-user.ts';
import { useStartSession } from '../hooks/use-start-session.ts';
import { notify } from '../../../lib/toast.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

type RegisterFormProps = { referralCode?: string | undefined };

/** All registration fields; the referral code is prefilled from `?ref=`. */
export function RegisterForm({ referralCode }: RegisterFormProps) {
  const { run, pending, fieldErrors, setFieldErrors } = useApiAction(registerUser, { fallback: DEFAULTS.register });
  const startSession = useStartSession();
  const t = useT();

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
    notify.success(translate('register.toastDone'));
    await startSession(result.data);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        name="firstName"
        label={t('register.firstName')}
        autoComplete="given-name"
        required
        error={fieldErrors['firstName']}
      />
      <TextField
        name="lastName"
        label={t('register.lastName')}
        autoComplete="family-name"
        required
        error={fieldErrors['lastName']}
      />
      <TextField
        name="username"
        label={t('register.username')}
        autoComplete="username"
        required
        error={fieldErrors['username']}
      />
      <TextField
        name="email"
        label={t('register.email')}
        type="email"
        autoComplete="email"
        required
        error={fieldErrors['email']}
      />
      <TextField
        name="phone"
        label={t('register.phone')}
        type="tel"
        autoComplete="tel"
        required
        error={fieldErrors['phone']}
      />
      <TextField
        name="country"
        label={t('register.country')}
        autoComplete="country-name"
        required
        error={fieldErrors['country']}
      />
      <TextField
        name="password"
        label={t('register.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('password.rule')}
        error={fieldErrors['password']}
      />
      <TextField
        name="referralCode"
        label={t('register.referralCode')}
        defaultValue={referralCode ?? ''}
        autoComplete="off"
        error={fieldErrors['referralCode']}
      />
      <div className="sm:col-span-2">
        <SubmitButton pending={pending} pendingLabel={t('register.pending')}>
          {t('register.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
