import { useState } from 'react';
import type { Passkey, RemovePasskeyRequest } from '../../../contract/passkeys.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { lockEnd, SecretAttempts, useSecondsLeft } from '../../../components/form/secret-attempts.tsx';
import type { ApiError } from '../../../lib/api-error.ts';
import { askForPasskey } from '../../../lib/passkey-prompt.ts';
import { passkeysSupported } from '../../../lib/passkey-support.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { removePasskey } from '../api/remove-passkey.ts';
import { PASSKEY_DEFAULTS } from '../messages.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

type Props = { passkey: Passkey; onCancel: () => void; onRemoved: () => void };

/** Confirmed with the password, or with a passkey (this one or another): whoever holds only an open session cannot remove one. */
export function RemovePasskeyDialog({ passkey, onCancel, onRemoved }: Props) {
  const [password, setPassword] = useState('');
  const t = useT();
  // A wrong password or passkey: one message with the tries left, then the lock's countdown.
  const [failure, setFailure] = useState<ApiError | null>(null);
  const secondsLeft = useSecondsLeft(lockEnd(failure));
  const action = useApiAction(
    async (how: 'password' | 'passkey') => {
      const body: RemovePasskeyRequest = how === 'passkey' ? { passkey: await askForPasskey() } : { password };
      return removePasskey(passkey.id, body);
    },
    { fallback: PASSKEY_DEFAULTS.remove, successMessage: translate('passkey.removed'), toastErrors: false },
  );

  async function confirm(how: 'password' | 'passkey') {
    setFailure(null);
    const result = await action.run(how);
    if (result.ok) onRemoved();
    else setFailure(result.error);
  }

  return (
    <ConfirmDialog
      title={t('passkey.removeTitle')}
      rows={[{ label: t('passkey.row'), value: passkey.name }]}
      confirmLabel={t('passkey.removeConfirm')}
      pendingLabel={t('passkey.removing')}
      tone="danger"
      pending={action.pending}
      error={null}
      confirmDisabled={secondsLeft > 0 || password === ''}
      onConfirm={() => void confirm('password')}
      onCancel={onCancel}
    >
      <p className="text-sm text-fg-muted">{t('passkey.removeIntro')}</p>
      <SecretAttempts error={failure} secondsLeft={secondsLeft} />
      <TextField
        name="password"
        label={t('form.stepUp.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={secondsLeft > 0}
        error={action.fieldErrors['password']}
      />
      {passkeysSupported() ? (
        <SecondaryButton onClick={() => void confirm('passkey')} disabled={action.pending || secondsLeft > 0}>
          {t('passkey.removeWithPasskey')}
        </SecondaryButton>
      ) : null}
    </ConfirmDialog>
  );
}
