import { useState } from 'react';
import type { Deposit } from '../../../contract/deposits.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { FormError } from '../../../components/form/form-error.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { uploadDepositProof } from '../api/upload-deposit-proof.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { ProofDropZone } from './proof-drop-zone.tsx';

type Props = { deposit: Deposit; onUploaded: (deposit: Deposit) => void };

/** "I have paid": the proof (and for crypto, optionally the transfer's hash) of a pending deposit. */
export function ProofUpload({ deposit, onUploaded }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [hash, setHash] = useState('');
  const t = useT();
  const replacing = deposit.hasProof;
  const action = useApiAction(uploadDepositProof, {
    fallback: t('deposit.error.uploadProof'),
    successMessage: replacing ? t('deposit.proof.replaced') : t('deposit.proof.thanks'),
    toastErrors: false,
  });
  const [error, setError] = useState<string | null>(null);
  const online = useOnlineStatus();
  // A control that cannot be used says why, instead of asking for a file it cannot take.
  const zoneBlocked = action.pending ? t('deposit.proof.sending') : online ? null : t('deposit.proof.offlineChoose');
  let needs: string | null = null;
  if (!online) needs = t('deposit.proof.offlineSend');
  else if (!file) needs = replacing ? t('deposit.proof.chooseNew') : t('deposit.proof.addToContinue');
  return (
    <form
      noValidate
      aria-label={replacing ? t('deposit.proof.replace') : t('deposit.proof.iHavePaid')}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return;
        setError(null);
        void action.run(deposit.id, file, hash).then((result) => {
          if (result.ok) {
            setFile(null);
            setHash('');
            onUploaded(result.data.deposit);
          } else setError(result.error.message);
        });
      }}
    >
      {deposit.kind === 'crypto' && !deposit.transactionHash ? (
        <TextField
          name="transaction_hash"
          label={t('deposit.details.transactionHash')}
          hint={t('deposit.proof.hashHint')}
          maxLength={200}
          autoComplete="off"
          value={hash}
          onChange={(e) => setHash(e.target.value)}
        />
      ) : null}
      <ProofDropZone
        file={file}
        onFile={setFile}
        label={replacing ? t('deposit.proof.replace') : t('deposit.proof.label')}
        disabledReason={zoneBlocked}
      />
      <FormError message={error} />
      <SubmitButton
        pending={action.pending}
        pendingLabel={t('deposit.proof.sendingShort')}
        disabled={!file || !online}
        describedBy={needs ? `${deposit.id}-needs-proof` : undefined}
      >
        {replacing ? t('deposit.proof.replace') : t('deposit.proof.iHavePaid')}
      </SubmitButton>
      {needs && !action.pending ? (
        <p id={`${deposit.id}-needs-proof`} className="text-caption text-fg-muted">
          {needs}
        </p>
      ) : null}
    </form>
  );
}
