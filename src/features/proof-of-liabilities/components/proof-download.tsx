import type { LiabilityProof } from '../../../contract/proof-of-liabilities.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/** Saves the proof (with the user id, so the id_hash can be checked too) for `npm run verify-liabilities -- proof.json`. */
export function ProofDownload({ proof, userId }: { proof: LiabilityProof; userId: string | undefined }) {
  const t = useT();
  function save() {
    const blob = new Blob([JSON.stringify({ ...proof, ...(userId ? { user_id: userId } : {}) }, null, 2)], {
      type: 'application/json',
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `proof-of-liabilities-${proof.snapshot_id}.json`;
    link.click();
    URL.revokeObjectURL(url);
  }
  return (
    <div className="flex flex-col gap-2">
      <SecondaryButton onClick={save} className="self-start">
        {t('pol.download')}
      </SecondaryButton>
      <p className="text-sm text-fg-muted">
        {t('pol.verifier')} <code className="break-all">npm run verify-liabilities -- proof.json</code>
      </p>
    </div>
  );
}
