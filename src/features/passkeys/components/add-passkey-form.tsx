import type { FormEvent } from 'react';
import { renamePasskeyRequestSchema, type Passkey } from '../../../contract/passkeys.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { checkForm, readForm } from '../../../lib/form-data.ts';
import { createWithPasskey } from '../../../lib/passkey-prompt.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useStepUp } from '../../../lib/use-step-up.tsx';
import { addPasskey } from '../api/add-passkey.ts';
import { getRegistrationOptions } from '../api/get-registration-options.ts';
import { PASSKEY_DEFAULTS } from '../messages.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

/** A first guess at a name the user will recognise later; they can change it here or afterwards. */
function deviceName(): string {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/iPhone/.test(ua)) return 'iPhone';
  if (/iPad/.test(ua)) return 'iPad';
  if (/Android/.test(ua)) return translate('passkey.defaultAndroid');
  if (/Macintosh/.test(ua)) return 'Mac';
  if (/Windows/.test(ua)) return translate('passkey.defaultWindows');
  if (/CrOS/.test(ua)) return 'Chromebook';
  return translate('passkey.defaultDevice');
}

/** The server's challenge, the browser's prompt (the slow part: the user touches the sensor), then the server keeps the key. */
async function register(name: string): Promise<Passkey> {
  const response = await createWithPasskey(await getRegistrationOptions());
  return addPasskey({ name, response });
}

export function AddPasskeyForm({ onAdded }: { onAdded: (passkey: Passkey) => void }) {
  // Adding a way in: the server asks this session to confirm it is the owner first (step-up).
  const stepUp = useStepUp();
  const t = useT();
  const { run, pending, fieldErrors, setFieldErrors } = useApiAction(stepUp.guard(register), {
    fallback: PASSKEY_DEFAULTS.add,
    successMessage: translate('passkey.added'),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkForm(renamePasskeyRequestSchema, readForm(form));
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors);
      return;
    }
    const result = await run(checked.data.name);
    if (!result.ok) return;
    // That name is taken by the passkey just added; the next one needs its own.
    const field = form.elements.namedItem('name');
    if (field instanceof HTMLInputElement) field.value = '';
    onAdded(result.data);
  }

  return (
    <>
      {stepUp.dialog}
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t('passkey.add')}
        className="flex flex-col gap-3 border-t border-line pt-4"
      >
        <TextField
          name="name"
          label={t('passkey.name')}
          defaultValue={deviceName()}
          maxLength={64}
          required
          hint={t('passkey.nameHint')}
          error={fieldErrors['name'] ?? fieldErrors['response']}
        />
        <SubmitButton pending={pending} pendingLabel={t('form.passkeyWaiting')}>
          {t('passkey.add')}
        </SubmitButton>
      </form>
    </>
  );
}
