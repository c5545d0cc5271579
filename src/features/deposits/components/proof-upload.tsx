import { useState } from 'react';
import type { Deposit } from '../../../contract/deposits.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { FormError } from '../../../components/form/form-error.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { uploadDepositProof } from '../api/upload-deposit-proof.ts';
import { DEPOSIT_DEFAULTS } from '../messages.ts';
import { ProofDropZone } from './proof-drop-zone.tsx';

/** Sends a proof for a pending deposit after it was created. */
export function ProofUpload({ depositId, replacing, onUploaded }: { depositId: string; replacing: boolean; onUploaded: (deposit: Deposit) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const action = useApiAction(uploadDepositProof, { fallback: DEPOSIT_DEFAULTS.uploadProof, successMessage: 'Proof uploaded', toastErrors: false });
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return;
        setError(null);
        void action.run(depositId, file).then((result) => {
          if (result.ok) {
            setFile(null);
            onUploaded(result.data.deposit);
          } else setError(result.error.message);
        });
      }}
    >
      <ProofDropZone file={file} onFile={setFile} label={replacing ? 'Replace the proof' : 'Upload your proof'} disabled={action.pending} />
      <FormError message={error} />
      <SubmitButton pending={action.pending} pendingLabel="Uploading..." disabled={!file}>
        Upload proof
      </SubmitButton>
    </form>
  );
}
