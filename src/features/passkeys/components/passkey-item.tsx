import { useState, type FormEvent } from 'react';
import { renamePasskeyRequestSchema, type Passkey } from '../../../contract/passkeys.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { formatDateTime } from '../../../components/status/as-of-notice.tsx';
import { checkForm, readForm } from '../../../lib/form-data.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { renamePasskey } from '../api/rename-passkey.ts';
import { PASSKEY_DEFAULTS } from '../messages.ts';
import { RemovePasskeyDialog } from './remove-passkey-dialog.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

type Props = { passkey: Passkey; onRenamed: (next: Passkey) => void; onRemoved: () => void };

/** One passkey: its name and dates, renamed in place, removed after a confirmation. */
export function PasskeyItem({ passkey, onRenamed, onRemoved }: Props) {
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const t = useT();
  const rename = useApiAction((name: string) => renamePasskey(passkey.id, { name }), {
    fallback: PASSKEY_DEFAULTS.rename,
    successMessage: translate('passkey.renamed'),
  });

  async function onRename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkForm(renamePasskeyRequestSchema, readForm(event.currentTarget));
    if (!checked.ok) {
      rename.setFieldErrors(checked.fieldErrors);
      return;
    }
    const result = await rename.run(checked.data.name);
    if (!result.ok) return;
    onRenamed(result.data);
    setMode('view');
  }

  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-md border border-line p-3">
      {mode === 'rename' ? (
        <form
          noValidate
          onSubmit={onRename}
          aria-label={t('passkey.renameOne', { name: passkey.name })}
          className="flex flex-col gap-2"
        >
          <TextField
            name="name"
            label={t('passkey.newName')}
            defaultValue={passkey.name}
            maxLength={64}
            required
            autoFocus
            error={rename.fieldErrors['name']}
          />
          <div className="flex flex-col gap-2 sm:flex-row">
            <SubmitButton pending={rename.pending} pendingLabel={t('passkey.saving')}>
              {t('passkey.saveName')}
            </SubmitButton>
            <SecondaryButton onClick={() => setMode('view')} disabled={rename.pending}>
              {t('form.cancel')}
            </SecondaryButton>
          </div>
        </form>
      ) : (
        <p className="font-medium break-words">{passkey.name}</p>
      )}
      <p className="text-sm text-fg-muted">
        {t('passkey.addedAt', { when: formatDateTime(passkey.createdAt) })} ·{' '}
        {passkey.lastUsedAt
          ? t('passkey.lastUsed', { when: formatDateTime(passkey.lastUsedAt) })
          : t('passkey.notUsed')}
      </p>
      {mode === 'rename' ? null : (
        <div className="flex flex-wrap gap-2">
          <SecondaryButton
            aria-label={t('passkey.renameOne', { name: passkey.name })}
            onClick={() => setMode('rename')}
          >
            {t('passkey.rename')}
          </SecondaryButton>
          <SecondaryButton
            aria-label={t('passkey.removeOne', { name: passkey.name })}
            onClick={() => setMode('remove')}
          >
            {t('passkey.remove')}
          </SecondaryButton>
        </div>
      )}
      {mode === 'remove' ? (
        <RemovePasskeyDialog passkey={passkey} onCancel={() => setMode('view')} onRemoved={onRemoved} />
      ) : null}
    </li>
  );
}
