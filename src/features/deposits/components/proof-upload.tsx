import { useState } from 'react';
import type { Deposit } from '../../../contract/deposits.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { FormError } from '../../../components/form/form-error.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { uploadDepositProof } from '../api/upload-deposit-proof.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';
import { ProofDropZone } from './proof-drop-zone.tsx';

type Props = { deposit: Deposit; onUploaded: (deposit: Deposit) => void };

/** "I have paid": the proof (and for crypto, optionally the transfer's hash) of a pending deposit. */
export function ProofUpload({ deposit, onUploaded }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [hash, setHash] = useState('');
  const replacing = deposit.hasProof;
  const action = useApiAction(uploadDepositProof, {
    fallback: DEPOSIT_DEFAULTS.uploadProof,
    successMessage: replacing ? 'Proof replaced' : 'Thank you: your payment proof is with us',
    toastErrors: false,
  });
  const [error, setError] = useState<string | null>(null);
  const online = useOnlineStatus();
  // A control that cannot be used says why, instead of asking for a file it cannot take.
  const zoneBlocked = action.pending
    ? 'Sending your proof...'
    : online
      ? null
      : 'You are offline. Choose the file once you are back online.';
  let needs: string | null = null;
  if (!online) needs = 'You are offline: the proof can be sent once you are back online.';
  else if (!file)
    needs = replacing
      ? 'Choose the new file above; the proof you sent stays until you replace it.'
      : 'Add a screenshot or PDF of your payment to continue.';
  return (
    <form
      noValidate
      aria-label={replacing ? 'Replace the proof' : 'I have paid'}
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
          label="Transaction hash"
          hint="Optional: the hash of your transfer helps us find it."
          maxLength={200}
          autoComplete="off"
          value={hash}
          onChange={(e) => setHash(e.target.value)}
        />
      ) : null}
      <ProofDropZone
        file={file}
        onFile={setFile}
        label={replacing ? 'Replace the proof' : 'Payment proof'}
        disabledReason={zoneBlocked}
      />
      <FormError message={error} />
      <SubmitButton
        pending={action.pending}
        pendingLabel="Sending..."
        disabled={!file || !online}
        describedBy={needs ? `${deposit.id}-needs-proof` : undefined}
      >
        {replacing ? 'Replace the proof' : 'I have paid'}
      </SubmitButton>
      {needs && !action.pending ? (
        <p id={`${deposit.id}-needs-proof`} className="text-caption text-fg-muted">
          {needs}
        </p>
      ) : null}
    </form>
  );
}
