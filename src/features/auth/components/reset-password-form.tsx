import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { resetPasswordRequestSchema } from '../../../contract/auth.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { checkForm, readForm } from '../../../lib/form-data.ts';
import { DEFAULTS } from '../../../lib/messages.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { resetPassword } from '../api/reset-password.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useT();
  const { run, pending, fieldErrors, setFieldErrors } = useApiAction(resetPassword, {
    fallback: DEFAULTS.resetPassword,
    successMessage: translate('password.resetDone'),
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
          {t('password.badLink', { reason: fieldErrors['token'] ?? '' })}
        </p>
      ) : null}
      <NewPasswordFields errors={fieldErrors} confirmLabel={t('password.confirm')} />
      <SubmitButton pending={pending} pendingLabel={t('password.resetting')}>
        {t('password.resetSubmit')}
      </SubmitButton>
    </form>
  );
}
