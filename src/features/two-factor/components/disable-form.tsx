import { useState, type FormEvent } from 'react';
import type { ApiError } from '../../../lib/api-error.ts';
import { twoFactorDisableRequestSchema } from '../../../contract/two-factor.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { checkForm, readForm } from '../../../lib/form-data.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { disableTwoFactor } from '../api/disable-two-factor.ts';
import { TWO_FACTOR_DEFAULTS } from '../messages.ts';
import { CodeField } from '../../../components/form/code-field.tsx';
import { lockEnd, SecretAttempts, useSecondsLeft } from '../../../components/form/secret-attempts.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** On: turning it off needs the password and a current code (or a recovery code), so a stolen session alone cannot. */
export function DisableForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  // A refusal is one inline message (tries left, then the lock's countdown), never a toast per try.
  const action = useApiAction(disableTwoFactor, {
    fallback: TWO_FACTOR_DEFAULTS.disable,
    successMessage: translate('twoFactor.offDone'),
    toastErrors: false,
  });
  const [failure, setFailure] = useState<ApiError | null>(null);
  const secondsLeft = useSecondsLeft(lockEnd(failure));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkForm(twoFactorDisableRequestSchema, readForm(event.currentTarget));
    if (!checked.ok) {
      action.setFieldErrors(checked.fieldErrors);
      return;
    }
    setFailure(null);
    const result = await action.run(checked.data);
    if (result.ok) onDone();
    else setFailure(result.error);
  }

  return (
    <form noValidate aria-label={t('twoFactor.turnOff')} onSubmit={onSubmit} className="flex flex-col gap-4">
      <SecretAttempts error={failure} secondsLeft={secondsLeft} />
      <fieldset disabled={secondsLeft > 0} className="contents">
        <TextField
          name="password"
          label={t('register.password')}
          type="password"
          autoComplete="current-password"
          required
          error={action.fieldErrors['password']}
        />
        <CodeField name="code" error={action.fieldErrors['code']} />
        <SubmitButton pending={action.pending} pendingLabel={t('twoFactor.turningOff')} tone="danger">
          {t('twoFactor.turnOff')}
        </SubmitButton>
      </fieldset>
    </form>
  );
}
