import { useState } from 'react';
import type { PasskeyAssertion } from '../../contract/passkey-assertion.ts';
import { askForPasskey } from '../../lib/passkey-prompt.ts';
import { passkeysSupported } from '../../lib/passkey-support.ts';
import { toApiError } from '../../lib/api-error.ts';
import { notify } from '../../lib/toast.tsx';
import { SecondaryButton } from './secondary-button.tsx';
import { useT } from '../../lib/i18n/use-t.ts';
import { translate } from '../../lib/i18n/i18n.ts';

type Props = {
  /** Sends the action again with the passkey's answer in place of the code. */
  onPasskey: (passkey: PasskeyAssertion) => Promise<void>;
  disabled?: boolean;
};

/**
 * "Use a passkey instead" beside the authentication code field (login, withdrawal): any of the
 * account's passkeys answers a fresh challenge and the form is sent with it. Not shown where the
 * browser has no WebAuthn; the code field stays either way.
 */
export function PasskeyInsteadButton({ onPasskey, disabled = false }: Props) {
  const [pending, setPending] = useState(false);
  const t = useT();
  if (!passkeysSupported()) return null;

  async function onClick() {
    setPending(true);
    try {
      await onPasskey(await askForPasskey());
    } catch (error) {
      notify.error(toApiError(error, translate('form.passkeyFailed')).message);
    } finally {
      setPending(false);
    }
  }

  return (
    <SecondaryButton
      onClick={() => void onClick()}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className="w-full"
    >
      {pending ? t('form.passkeyWaiting') : t('form.passkeyInstead')}
    </SecondaryButton>
  );
}
