import { useState, type FormEvent } from 'react';
import { recoveryCodesRequestSchema } from '../../../contract/two-factor.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { checkForm, readForm } from '../../../lib/form-data.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { newRecoveryCodes } from '../api/new-recovery-codes.ts';
import { TWO_FACTOR_DEFAULTS } from '../messages.ts';
import { CodeField } from '../../../components/form/code-field.tsx';
import { lockEnd, SecretAttempts, useSecondsLeft } from '../../../components/form/secret-attempts.tsx';
import type { ApiError } from '../../../lib/api-error.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** How many recovery codes are left, and a new set on the password and a code (the old set then stops working). */
export function RecoveryCodesPanel({ left, onCodes }: { left: number; onCodes: (codes: string[]) => void }) {
  const [asking, setAsking] = useState(false);
  const t = useT();
  // A refusal is one inline message (tries left, then the lock's countdown), never a toast per try.
  const action = useApiAction(newRecoveryCodes, {
    fallback: TWO_FACTOR_DEFAULTS.newCodes,
    successMessage: translate('twoFactor.codesReady'),
    toastErrors: false,
  });
  const [failure, setFailure] = useState<ApiError | null>(null);
  const secondsLeft = useSecondsLeft(lockEnd(failure));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkForm(recoveryCodesRequestSchema, readForm(event.currentTarget));
    if (!checked.ok) {
      action.setFieldErrors(checked.fieldErrors);
      return;
    }
    setFailure(null);
    const result = await action.run(checked.data);
    if (result.ok) onCodes(result.data.recoveryCodes);
    else setFailure(result.error);
  }

  return (
    <div className="flex flex-col gap-3 border-b border-line pb-4">
      <p className={`text-sm ${left <= 3 ? 'font-semibold text-amber-800 dark:text-amber-300' : ''}`}>
        {t(left <= 3 ? 'twoFactor.codesLeftLow' : 'twoFactor.codesLeft', { count: left })}
      </p>
      {asking ? (
        <form noValidate aria-label={t('twoFactor.newCodesForm')} onSubmit={onSubmit} className="flex flex-col gap-4">
          <p className="text-sm text-fg-muted">{t('twoFactor.newCodesWarning')}</p>
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
          </fieldset>
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <SubmitButton pending={action.pending} pendingLabel={t('twoFactor.generating')} disabled={secondsLeft > 0}>
              {t('twoFactor.newCodes')}
            </SubmitButton>
            <SecondaryButton className="w-full" disabled={action.pending} onClick={() => setAsking(false)}>
              {t('form.cancel')}
            </SecondaryButton>
          </div>
        </form>
      ) : (
        <SecondaryButton className="self-start" onClick={() => setAsking(true)}>
          {t('twoFactor.newCodes')}
        </SecondaryButton>
      )}
    </div>
  );
}
