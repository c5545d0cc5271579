import { useState, type FormEvent } from 'react';
import { emailOnlySchema } from '../../../contract/auth.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { checkForm, readForm } from '../../../lib/form-data.ts';
import { DEFAULTS } from '../../../lib/messages.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { sendResetLink } from '../api/send-reset-link.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

export function ForgotPasswordForm() {
  const t = useT();
  const { run, pending, fieldErrors, setFieldErrors } = useApiAction(sendResetLink, {
    fallback: DEFAULTS.forgotPassword,
    successMessage: translate('password.linkSent'),
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
      <TextField
        name="email"
        label={t('register.email')}
        type="email"
        autoComplete="email"
        required
        error={fieldErrors['email']}
      />
      {sent ? (
        <p role="status" className="rounded-md bg-success-soft p-3 text-sm text-success">
          {t('password.linkOnItsWay')}
        </p>
      ) : null}
      <SubmitButton pending={pending} pendingLabel={t('password.sending')}>
        {t('password.sendLink')}
      </SubmitButton>
    </form>
  );
}
