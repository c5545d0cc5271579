import { useState } from 'react';
import type { Passkey, RemovePasskeyRequest } from '../../../contract/passkeys.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { askForPasskey } from '../../../lib/passkey-prompt.ts';
import { passkeysSupported } from '../../../lib/passkey-support.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { removePasskey } from '../api/remove-passkey.ts';
import { PASSKEY_DEFAULTS } from '../messages.ts';

type Props = { passkey: Passkey; onCancel: () => void; onRemoved: () => void };

/** Confirmed with the password, or with a passkey (this one or another): whoever holds only an open session cannot remove one. */
export function RemovePasskeyDialog({ passkey, onCancel, onRemoved }: Props) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const action = useApiAction(
    async (how: 'password' | 'passkey') => {
      const body: RemovePasskeyRequest = how === 'passkey' ? { passkey: await askForPasskey() } : { password };
      return removePasskey(passkey.id, body);
    },
    { fallback: PASSKEY_DEFAULTS.remove, successMessage: 'Passkey removed.', toastErrors: false },
  );

  async function confirm(how: 'password' | 'passkey') {
    setError(null);
    const result = await action.run(how);
    if (result.ok) onRemoved();
    else setError(result.error.message);
  }

  return (
    <ConfirmDialog
      title="Remove this passkey?"
      rows={[{ label: 'Passkey', value: passkey.name }]}
      confirmLabel="Remove passkey"
      pendingLabel="Removing..."
      tone="danger"
      pending={action.pending}
      error={error}
      confirmDisabled={password === ''}
      onConfirm={() => void confirm('password')}
      onCancel={onCancel}
    >
      <p className="text-sm text-fg-muted">It will no longer sign you in. Withdrawals pause for a while after the change.</p>
      <TextField
        name="password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={action.fieldErrors['password']}
      />
      {passkeysSupported() ? (
        <SecondaryButton onClick={() => void confirm('passkey')} disabled={action.pending}>
          Confirm with a passkey instead
        </SecondaryButton>
      ) : null}
    </ConfirmDialog>
  );
}
